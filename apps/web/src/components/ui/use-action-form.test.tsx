import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  RouterProvider,
  StaticRouterProvider,
  useActionData,
  type ActionFunctionArgs,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useActionForm } from './use-action-form';

/** What the test's route action answers: taken names, or saved. */
type Answer = { taken: string } | { saved: string; intent: string | null };

function TestForm() {
  const answer = useActionData<Answer>();
  const { errors, outcome, busy, onSubmit } = useActionForm<'name'>({
    answer,
    shown: answer && {
      errors: 'taken' in answer ? { name: 'Taken' } : {},
      outcome: 'taken' in answer ? { error: 'Not saved' } : { success: `Saved ${answer.saved}` },
    },
    validate: (form, button) => ({
      name:
        button?.value === 'check' || new FormData(form).get('name') ? undefined : 'Name required',
    }),
  });
  return (
    <form method="post" action="/form" onSubmit={onSubmit}>
      <input name="name" aria-label="Name" />
      {errors.name && <p>{errors.name}</p>}
      {outcome.error && <p role="alert">{outcome.error}</p>}
      {outcome.success && <p role="status">{outcome.success}</p>}
      <button type="submit" disabled={busy}>
        Save
      </button>
      <button type="submit" name="intent" value="check">
        Check
      </button>
    </form>
  );
}

function renderForm(action: (args: ActionFunctionArgs) => Promise<Answer>) {
  const router = createMemoryRouter([{ path: '/form', Component: TestForm, action }], {
    initialEntries: ['/form'],
  });
  render(<RouterProvider router={router} />);
}

const fill = (value: string) =>
  fireEvent.change(screen.getByLabelText('Name'), { target: { value } });

/** An action that reads the sent form: what the server runs too. */
async function saving({ request }: ActionFunctionArgs): Promise<Answer> {
  const data = await request.formData();
  const name = String(data.get('name'));
  if (name === 'Taken') return { taken: name };
  return { saved: name, intent: data.get('intent') as string | null };
}

describe('useActionForm', () => {
  it('checks the form first and sends nothing while it is not right', () => {
    const action = vi.fn(saving);
    renderForm(action);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name required')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
  });

  it('is busy while the action runs, then shows its answer', async () => {
    let finish: () => void = () => undefined;
    renderForm(async (args) => {
      await new Promise<void>((resolve) => (finish = resolve));
      return saving(args);
    });
    fill('Anna');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await act(async () => finish());
    expect(await screen.findByRole('status')).toHaveTextContent('Saved Anna');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows the action’s refusal until the form is sent again', async () => {
    renderForm(saving);
    fill('Taken');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved');
    expect(screen.getByText('Taken')).toBeInTheDocument();
    fill('');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Taken')).toBeNull();
    expect(screen.getByText('Name required')).toBeInTheDocument();
  });

  it('sends the intent of the button that sent it', async () => {
    renderForm(async (args) => {
      const answer = await saving(args);
      return 'saved' in answer
        ? { ...answer, saved: `${answer.saved} (${answer.intent})` }
        : answer;
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check' })));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved (check)');
  });

  it('can be sent before the page works: it goes to its page’s action', async () => {
    const handler = createStaticHandler([{ path: '/form', Component: TestForm, action: saving }]);
    const context = await handler.query(new Request('http://x/form'));
    if (context instanceof Response) throw new Error('unexpected response');
    const html = renderToString(
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
      />,
    );
    expect(/<button[^>]*>Save/.exec(html)?.[0]).not.toContain('disabled');
    expect(html).toContain('action="/form"');
  });
});
