import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_SURVEY_STATE } from '@/state/survey-state';
import { getSurveyState, updateSurvey } from '@/state/survey-store';
import { groupOf, groupWithCross, jsonResponse } from '@/testing/groups';
import { renderInDataRouter } from '@/testing/render';
import { ResultGroup } from './ResultGroup';

const fetchMock = vi.fn<typeof fetch>();
const CODE = 'R1s2t3u4v5w6';
const scores = Array<number>(12).fill(0.7);
const REFUSED_CLOSED = 'The group was closed in the meantime, so your result was saved without it.';

function own(resultGroup: string | null) {
  updateSurvey(() => ({
    ...INITIAL_SURVEY_STATE,
    resultCode: CODE,
    resultSecret: 'result-secret',
    resultGroup,
  }));
}

const renderSection = ({ secret = 'result-secret', inBrowser = true, version = '2027.1' } = {}) =>
  renderInDataRouter(
    <ResultGroup
      own={{ code: CODE, secret: inBrowser ? secret : null }}
      inBrowser={inBrowser}
      scores={scores}
      ranges={null}
      locale="en"
      version={version}
    />,
  );

describe('ResultGroup', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    updateSurvey(() => INITIAL_SURVEY_STATE);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('the account’s cross opened in another browser joins by the login, and keeps this browser’s group', async () => {
    own('Zz99Yy88Xx');
    renderSection({ inBrowser: false });
    expect(screen.getByRole('heading', { name: 'Add your result to a group' })).toBeInTheDocument();
    fetchMock
      .mockResolvedValueOnce(jsonResponse(204))
      .mockResolvedValueOnce(jsonResponse(200, groupOf({ members: 4 })));
    await userEvent.type(screen.getByLabelText('Group code or join link'), 'Ab12Cd34Ef');
    await userEvent.click(screen.getByRole('button', { name: 'Add my result' }));
    expect(await screen.findByRole('heading', { name: 'Your group' })).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/groups/Ab12Cd34Ef/members/R1s2t3u4v5w6');
    expect(new Headers(init?.headers).has('x-result-secret')).toBe(false);
    // The group of the answers this browser holds is another result's: it stays.
    expect(getSurveyState().resultGroup).toBe('Zz99Yy88Xx');
  });

  it('says why the group the survey was taken for refused the result, while it is in no group', async () => {
    updateSurvey(() => ({
      ...INITIAL_SURVEY_STATE,
      resultCode: CODE,
      resultSecret: 'result-secret',
      resultRefused: 'group_closed',
    }));
    renderSection();
    expect(screen.getByText(REFUSED_CLOSED)).toBeInTheDocument();
    cleanup();
    // The browser's own result is another one now: the page's result is not the one refused.
    updateSurvey((state) => ({ ...state, resultCode: 'S1s2t3u4v5w6' }));
    renderSection();
    expect(screen.getByRole('heading', { name: 'Add your result to a group' })).toBeInTheDocument();
    expect(screen.queryByText(REFUSED_CLOSED)).not.toBeInTheDocument();
  });

  it('a member compares with the group average and leaves the group', async () => {
    own('Ab12Cd34Ef');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, groupWithCross()));
    renderSection();
    expect(screen.getByRole('heading', { name: 'Your group' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Class 3b' })).toHaveAttribute(
      'href',
      '/en/group/Ab12Cd34Ef',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Compare with my group' }));
    expect(document.querySelector('.result-group .cross__overlay')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Differences' });
    expect(within(table).getAllByRole('row')).toHaveLength(9);
    expect(within(table).getByRole('columnheader', { name: 'Group average' })).toBeInTheDocument();

    fetchMock.mockResolvedValueOnce(jsonResponse(204));
    await userEvent.click(screen.getByRole('button', { name: 'Leave the group' }));
    expect(
      await screen.findByRole('heading', { name: 'Add your result to a group' }),
    ).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect([url, init?.method]).toEqual([
      '/api/v1/groups/Ab12Cd34Ef/members/R1s2t3u4v5w6',
      'DELETE',
    ]);
    expect(new Headers(init?.headers).get('x-result-secret')).toBe('result-secret');
    expect(getSurveyState().resultGroup).toBeNull();
  });

  it('in a group of several versions, compares a result of the newest, and says why not for an older one', async () => {
    own('Ab12Cd34Ef');
    const mixed = groupWithCross({ versions: ['2026.1', '2027.1'] });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, mixed));
    renderSection();
    expect(await screen.findByRole('button', { name: 'Compare with my group' })).toBeVisible();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, mixed));
    renderSection({ version: '2026.1' });
    expect(
      await screen.findByText(
        'Your result comes from questionnaire version 2026.1. The group’s cross scores every answer as version 2027.1 does, so your values cannot be laid beside it here. The group’s page shows its cross.',
      ),
    ).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Compare with my group' })).toHaveLength(1);
  });

  it('under five members there is nothing to compare with yet', async () => {
    own('Ab12Cd34Ef');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, groupOf({ members: 2 })));
    renderSection();
    expect(
      await screen.findByText('The group has 2 members; its cross appears from 5 members on.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Compare with my group' })).toBeNull();
  });

  it('a deleted group is forgotten', async () => {
    own('Ab12Cd34Ef');
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { detail: 'not_found' }));
    renderSection();
    expect(
      await screen.findByRole('heading', { name: 'Add your result to a group' }),
    ).toBeInTheDocument();
    expect(getSurveyState().resultGroup).toBeNull();
  });

  it('adds the result to a group by its join link', async () => {
    own(null);
    renderSection();
    const field = screen.getByLabelText('Group code or join link');
    await userEvent.type(field, 'no code here');
    await userEvent.click(screen.getByRole('button', { name: 'Add my result' }));
    expect(
      screen.getByText('Please enter a group code or a group’s join link.'),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock
      .mockResolvedValueOnce(jsonResponse(204))
      .mockResolvedValueOnce(jsonResponse(200, groupOf({ members: 4 })));
    await userEvent.clear(field);
    await userEvent.type(field, 'https://wertekreuz.ch/de/group/Ab12Cd34Ef');
    await userEvent.click(screen.getByRole('button', { name: 'Add my result' }));
    expect(await screen.findByRole('heading', { name: 'Your group' })).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/groups/Ab12Cd34Ef/members/R1s2t3u4v5w6');
    expect(getSurveyState().resultGroup).toBe('Ab12Cd34Ef');
  });
});
