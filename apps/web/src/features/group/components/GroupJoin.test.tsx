import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_SURVEY_STATE } from '@/state/survey-state';
import { getSurveyState, updateSurvey } from '@/state/survey-store';
import { groupOf, groupWithCross, jsonResponse } from '@/testing/groups';
import { renderInDataRouter } from '@/testing/render';
import { GroupJoin } from './GroupJoin';

const fetchMock = vi.fn<typeof fetch>();

function withResult(resultGroup: string | null = null) {
  updateSurvey(() => ({
    ...INITIAL_SURVEY_STATE,
    resultCode: 'R1s2t3u4v5w6',
    resultSecret: 'result-secret',
    resultGroup,
  }));
}

describe('GroupJoin', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    updateSurvey(() => INITIAL_SURVEY_STATE);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('takes the survey for the group: the group is remembered and the survey starts', async () => {
    const router = renderInDataRouter(<GroupJoin group={groupOf()} locale="en" />, {
      path: '/en/group/Ab12Cd34Ef',
    });
    expect(screen.queryByRole('button', { name: 'Add my existing result' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Take the survey for this group' }));
    expect(getSurveyState().groupCode).toBe('Ab12Cd34Ef');
    expect(router.state.location.pathname).toBe('/en/chapter/1');
  });

  it('adds an existing result with its secret, and then says it is a member', async () => {
    withResult();
    fetchMock.mockResolvedValue(jsonResponse(204));
    renderInDataRouter(<GroupJoin group={groupWithCross()} locale="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add my existing result' }));
    expect(await screen.findByText('Your result is part of this group.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/groups/Ab12Cd34Ef/members/R1s2t3u4v5w6');
    expect(init?.method).toBe('PUT');
    expect(new Headers(init?.headers).get('x-result-secret')).toBe('result-secret');
    expect(getSurveyState().resultGroup).toBe('Ab12Cd34Ef');
  });

  it.each([
    [400, 'group_closed', 'This group is closed to new members.'],
    [409, 'in_other_group', /^Your result is already in another group/],
  ])('says why a result was refused (%i %s)', async (status, reason, message) => {
    withResult();
    fetchMock.mockResolvedValue(jsonResponse(status, { detail: 'x', fields: { group: [reason] } }));
    renderInDataRouter(<GroupJoin group={groupOf()} locale="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Add my existing result' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(getSurveyState().resultGroup).toBeNull();
  });

  it('a result in another group is not offered, and a closed group takes nobody', () => {
    withResult('Zz99Yy88Xx');
    renderInDataRouter(<GroupJoin group={groupOf()} locale="en" />);
    expect(screen.queryByRole('button', { name: 'Add my existing result' })).toBeNull();
    expect(screen.getByText(/^Your result is already in another group/)).toBeInTheDocument();
  });

  it('a closed group offers no way in', () => {
    renderInDataRouter(<GroupJoin group={groupOf({ closed: true })} locale="en" />);
    expect(screen.getByText('This group is closed to new members.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
