import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSurveyStorage, getSurveyState, updateSurvey } from '@/state/survey-store';
import { renderInDataRouter } from '@/testing/render';
import { useHandedOverResult } from './use-handed-over-result';

const SECRET = 'handed-over-secret-0123456789';

/** A page that uses the hook as the result page does, with the offer's two answers. */
function Page() {
  const offer = useHandedOverResult('NEWresult123');
  return offer ? (
    <div>
      <p>{`replace ${offer.ownCode}?`}</p>
      <button type="button" onClick={offer.accept}>
        take
      </button>
      <button type="button" onClick={offer.decline}>
        keep
      </button>
    </div>
  ) : null;
}

const open = () =>
  renderInDataRouter(<Page />, { path: `/en/result?id=NEWresult123#secret=${SECRET}&group=Ab12` });
const holding = (resultCode: string) =>
  act(() =>
    updateSurvey((state) => ({ ...state, resultCode, resultSecret: 'own-secret-0123456789' })),
  );

describe('useHandedOverResult', () => {
  afterEach(() => act(() => clearSurveyStorage()));

  it('makes a handed-over result the visitor’s own when the browser holds none, and drops the fragment', async () => {
    const router = open();
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(getSurveyState()).toMatchObject({
      resultCode: 'NEWresult123',
      resultSecret: SECRET,
      resultGroup: 'Ab12',
    });
    expect(screen.queryByText(/^replace/)).toBeNull();
  });

  it('asks before it replaces the browser’s own result, and keeps it when told so', async () => {
    await holding('OWNresult456');
    const router = open();
    expect(await screen.findByText('replace OWNresult456?')).toBeInTheDocument();
    expect(getSurveyState().resultCode).toBe('OWNresult456');
    expect(router.state.location.hash).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'keep' }));
    expect(getSurveyState()).toMatchObject({ resultCode: 'OWNresult456' });
    expect(screen.queryByText(/^replace/)).toBeNull();
  });

  it('replaces it when the visitor agrees', async () => {
    await holding('OWNresult456');
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'take' }));
    expect(getSurveyState()).toMatchObject({ resultCode: 'NEWresult123', resultSecret: SECRET });
  });
});
