import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateInSteps, shellHydrated } from '@/lib/hydration-steps';
import { describe, expect, it, vi } from 'vitest';
import { useFormSubmission, type SendResult, type Submission } from './use-form-submission';

function TestForm({
  send,
  ...options
}: { send: () => Promise<SendResult> } & Partial<Submission<'name'>>) {
  const { errors, outcome, busy, onSubmit } = useFormSubmission<'name'>({
    ...options,
    validate: (form) => ({
      name: new FormData(form).get('name') ? undefined : 'Name required',
    }),
    send,
    failure: (error) => ({ message: `failed: ${String(error)}`, fields: { name: 'Taken' } }),
  });
  return (
    <form onSubmit={onSubmit}>
      <input name="name" aria-label="Name" />
      {errors.name && <p>{errors.name}</p>}
      {outcome.error && <p role="alert">{outcome.error}</p>}
      {outcome.success && <p role="status">{outcome.success}</p>}
      <button type="submit" disabled={busy}>
        Save
      </button>
    </form>
  );
}

const fill = (value: string) =>
  fireEvent.change(screen.getByLabelText('Name'), { target: { value } });

describe('useFormSubmission', () => {
  it('shows field errors and does not send while the form is not right', () => {
    const send = vi.fn();
    render(<TestForm send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name required')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('is busy while sending, then shows the confirmation', async () => {
    let finish: (result: SendResult) => void = () => undefined;
    render(<TestForm send={() => new Promise((resolve) => (finish = resolve))} />);
    fill('Anna');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await act(async () => finish({ success: 'Saved' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('stays busy when the page is left', async () => {
    render(<TestForm send={() => Promise.resolve({ leaving: true })} />);
    fill('Anna');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('turns a failure into the message and its field errors, and clears them on the next try', async () => {
    render(<TestForm send={() => Promise.reject(new Error('409'))} />);
    fill('Anna');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByRole('alert')).toHaveTextContent('failed: Error: 409');
    expect(screen.getByText('Taken')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    fill('');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Name required')).toBeInTheDocument();
  });

  it('cannot be sent before the page works (it has no action to go to)', () => {
    const button = (html: string) => /<button[^>]*>/.exec(html)?.[0] ?? '';
    // As while a page the server rendered is being taken over.
    hydrateInSteps(() => {});
    try {
      expect(button(renderToString(<TestForm send={() => Promise.resolve({})} />))).toContain(
        'disabled',
      );
    } finally {
      shellHydrated();
    }
  });
});
