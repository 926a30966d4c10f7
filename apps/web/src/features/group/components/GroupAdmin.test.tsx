import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { groupOf, jsonResponse } from '@/testing/groups';
import { renderInDataRouter, renderSettled } from '@/testing/render';
import { rememberAdminSecret } from '@/domain/groups/group-admin-secret';
import { loadGroupPage } from '../api/group-data';
import { GroupAdmin, type CreatedNotice } from './GroupAdmin';

const fetchMock = vi.fn<typeof fetch>();
const group = groupOf();

const stored = () => JSON.parse(localStorage.getItem('values-cross:group-admin') ?? '{}') as object;

const membersUrl = `/api/v1/groups/${group.code}/admin/members`;
const twoMembers = {
  members: [
    { id: 'newer-member-id-aaaaaa', madeAt: '2026-12-03T09:42:00.000Z' },
    { id: 'older-member-id-bbbbbb', madeAt: '2026-12-03T09:17:00.000Z' },
  ],
  more: 0,
};

/** Answers the API by method and address; the members' list unless a test says otherwise. */
function serve(answers: Record<string, () => Response>) {
  const all: Record<string, () => Response> = {
    [`GET /api/v1/groups/${group.code}`]: () => jsonResponse(200, group),
    [`GET ${membersUrl}`]: () => jsonResponse(200, twoMembers),
    ...answers,
  };
  fetchMock.mockImplementation(async (input, init) => {
    const answer = all[`${init?.method ?? 'GET'} ${String(input)}`];
    return answer ? answer() : jsonResponse(404, { detail: 'not_found' });
  });
}

/**
 * The admin's part as the group page shows it in the browser that holds the secret: the members
 * as the page's loader reads them.
 */
async function showAdmin(created: CreatedNotice | null) {
  const url = new URL(`http://x/en/group/${group.code}`);
  const data = await loadGroupPage({
    request: new Request(url),
    url,
    params: { lang: 'en', id: group.code },
    context: undefined,
    pattern: '',
  });
  const members = data.admin?.members;
  return renderSettled(() =>
    renderInDataRouter(
      <GroupAdmin
        group={group}
        secret="admin-secret"
        members={members}
        locale="en"
        created={created}
      />,
    ),
  );
}

/** The requests made with `method` to `url`. */
const callsTo = (method: string, url: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) => String(input) === url && (init?.method ?? 'GET') === method,
  );

describe('GroupAdmin', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    rememberAdminSecret(group.code, 'admin-secret');
    serve({});
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('right after creation shows the private admin link with the advice to keep it', async () => {
    await showAdmin({ email: true });
    expect(screen.getByText('Your group has been created.')).toBeInTheDocument();
    expect(screen.getByText(/^Keep this private admin link somewhere safe/)).toBeInTheDocument();
    expect(
      screen.getByText('We have also sent the admin link to your e-mail address.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`${window.location.origin}/en/group/${group.code}#admin=admin-secret`),
    ).toBeInTheDocument();
  });

  it('says when the admin link could not be mailed, and shows it to keep', async () => {
    await showAdmin({ email: true, mailed: false });
    expect(
      screen.getByText(/^We could not send you the admin link by e-mail just now/),
    ).toHaveAttribute('role', 'status');
    expect(
      screen.queryByText('We have also sent the admin link to your e-mail address.'),
    ).not.toBeInTheDocument();
    expect(
      screen.getByText(`${window.location.origin}/en/group/${group.code}#admin=admin-secret`),
    ).toBeInTheDocument();
  });

  it('closes the group with its secret, and says so', async () => {
    serve({
      'PATCH /api/v1/groups/Ab12Cd34Ef': () => jsonResponse(200, { ...group, closed: true }),
    });
    await showAdmin(null);
    await userEvent.click(screen.getByRole('button', { name: 'Close to new members' }));
    expect(await screen.findByText('The group is now closed to new members.')).toBeInTheDocument();
    const [[url, init] = []] = callsTo('PATCH', '/api/v1/groups/Ab12Cd34Ef');
    expect([url, init?.method, init?.body]).toEqual([
      '/api/v1/groups/Ab12Cd34Ef',
      'PATCH',
      '{"closed":true}',
    ]);
    expect(new Headers(init?.headers).get('x-group-secret')).toBe('admin-secret');
  });

  it('asks before deleting, with the focus on keeping; deleting forgets the secret', async () => {
    serve({ 'DELETE /api/v1/groups/Ab12Cd34Ef': () => jsonResponse(204) });
    const router = await showAdmin(null);
    await userEvent.click(screen.getByRole('button', { name: 'Delete the group' }));
    expect(
      screen.getByRole('group', { name: /^Delete this group for good\?/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep the group' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Delete the group' })).toBeInTheDocument();
    expect(callsTo('DELETE', '/api/v1/groups/Ab12Cd34Ef')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete the group' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/group'));
    expect(router.state.location.state).toEqual({ deleted: 'Class 3b' });
    expect(callsTo('DELETE', '/api/v1/groups/Ab12Cd34Ef')).toHaveLength(1);
    expect(stored()).toEqual({});
  });

  it('a secret the server refuses gives no admin rights any more', async () => {
    const forbidden = () => jsonResponse(403, { detail: 'forbidden' });
    serve({ [`GET ${membersUrl}`]: () => jsonResponse(200, twoMembers) });
    await showAdmin(null);
    await screen.findAllByText(/^Result of /);
    serve({ 'PATCH /api/v1/groups/Ab12Cd34Ef': forbidden, [`GET ${membersUrl}`]: forbidden });
    await userEvent.click(screen.getByRole('button', { name: 'Close to new members' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are not allowed to do this: the link is not valid (any more).',
    );
    expect(stored()).toEqual({});
  });

  it('lists the members by when their results were made, and removes one after asking', async () => {
    serve({ [`DELETE ${membersUrl}/newer-member-id-aaaaaa`]: () => jsonResponse(204) });
    await showAdmin(null);
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    // Newest first, in the page's language and Swiss time; nothing else of a member.
    expect(items[0]).toHaveTextContent(/^Result of .*10:42/);
    expect(items[1]).toHaveTextContent(/^Result of .*10:17/);
    expect(new Headers(callsTo('GET', membersUrl)[0]?.[1]?.headers).get('x-group-secret')).toBe(
      'admin-secret',
    );

    const removeNewer = within(items[0] as HTMLElement).getByRole('button', {
      name: /^Remove the result of .*10:42/,
    });
    await userEvent.click(removeNewer);
    const question = screen.getByRole('group', {
      name: /^Remove the result of .*10:42.* from the group\?/,
    });
    expect(within(question).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(callsTo('DELETE', `${membersUrl}/newer-member-id-aaaaaa`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: /^Remove the result of .*10:42/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove from the group' }));
    expect(
      await screen.findByText(/^The result of .*10:42.* has been removed from the group\.$/),
    ).toBeInTheDocument();
    const [[, init] = []] = callsTo('DELETE', `${membersUrl}/newer-member-id-aaaaaa`);
    expect(new Headers(init?.headers).get('x-group-secret')).toBe('admin-secret');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText(/^Result of .*10:42/)).not.toBeInTheDocument();
  });

  it('says when the group has no members yet', async () => {
    serve({ [`GET ${membersUrl}`]: () => jsonResponse(200, { members: [], more: 0 }) });
    await showAdmin(null);
    expect(await screen.findByText('No members yet.')).toBeInTheDocument();
  });
});
