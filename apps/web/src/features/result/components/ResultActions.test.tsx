import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { removeAuth, setAuth } from '@/lib/auth-session';
import { renderInApp } from '@/testing/render';
import { INITIAL_SURVEY_STATE, resultCreated } from '@/state/survey-state';
import { updateSurvey } from '@/state/survey-store';
import { ResultActions } from './ResultActions';

const actions = (own = true) =>
  renderInApp(
    <ResultActions
      code="mine"
      own={own}
      locale="en"
      explanationId="x"
      explanationOpen={false}
      onToggleExplanation={() => {}}
      onShare={() => {}}
    />,
  );

describe('ResultActions', () => {
  afterEach(() => {
    removeAuth();
    updateSurvey(() => INITIAL_SURVEY_STATE);
  });

  it('offers to save one’s own cross to a new account, but not to a logged-in person', () => {
    updateSurvey(() =>
      resultCreated(INITIAL_SURVEY_STATE, { code: 'mine', secret: 's', group: null }),
    );
    const { unmount } = actions();
    expect(screen.getByRole('link', { name: 'Save my cross' })).toHaveAttribute(
      'href',
      '/en/signup?cross=mine',
    );
    unmount();
    setAuth({
      token: 't',
      id: 1,
      firstName: 'Anna',
      lastName: 'Muster',
      swissCross: 'mine',
      allowedInGallery: false,
    });
    actions();
    expect(screen.queryByRole('link', { name: 'Save my cross' })).toBeNull();
    expect(screen.getByRole('link', { name: /crosses/i })).toBeInTheDocument();
  });

  it('offers neither saving nor one’s crosses over time on someone else’s result', () => {
    actions(false);
    expect(screen.queryByRole('link', { name: 'Save my cross' })).toBeNull();
    expect(screen.queryByRole('link', { name: /crosses/i })).toBeNull();
  });
});
