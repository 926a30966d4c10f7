import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { groupOf, jsonResponse } from '@/testing/groups';
import { renderInDataRouter } from '@/testing/render';
import { rememberAdminSecret } from '@/lib/group-admin-secret';
import { GroupAdmin } from './GroupAdmin';

const fetchMock = vi.fn<typeof fetch>();
const group = groupOf();

const stored = () => JSON.parse(localStorage.getItem('values-cross:group-admin') ?? '{}') as object;

describe('GroupAdmin', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    rememberAdminSecret(group.code, 'admin-secret');
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('right after creation shows the private admin link with the advice to keep it', () => {
    renderInDataRouter(
      <GroupAdmin group={group} secret="admin-secret" locale="en" created={{ email: true }} />,
    );
    expect(screen.getByText('Your group has been created.')).toBeInTheDocument();
    expect(screen.getByText(/^Keep this private admin link somewhere safe/)).toBeInTheDocument();
    expect(
      screen.getByText('We have also sent the admin link to your e-mail address.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`${window.location.origin}/en/group/${group.code}#admin=admin-secret`),
    ).toBeInTheDocument();
  });

  it('says when the admin link could not be mailed, and shows it to keep', () => {
    renderInDataRouter(
      <GroupAdmin
        group={group}
        secret="admin-secret"
        locale="en"
        created={{ email: true, mailed: false }}
      />,
    );
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
    fetchMock.mockResolvedValue(jsonResponse(200, { ...group, closed: true }));
    renderInDataRouter(
      <GroupAdmin group={group} secret="admin-secret" locale="en" created={null} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close to new members' }));
    expect(await screen.findByText('The group is now closed to new members.')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect([url, init?.method, init?.body]).toEqual([
      '/api/v1/groups/Ab12Cd34Ef',
      'PATCH',
      '{"closed":true}',
    ]);
    expect(new Headers(init?.headers).get('x-group-secret')).toBe('admin-secret');
  });

  it('asks before deleting, with the focus on keeping; deleting forgets the secret', async () => {
    fetchMock.mockResolvedValue(jsonResponse(204));
    const router = renderInDataRouter(
      <GroupAdmin group={group} secret="admin-secret" locale="en" created={null} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete the group' }));
    expect(
      screen.getByRole('group', { name: /^Delete this group for good\?/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep the group' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Delete the group' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete the group' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/en/group'));
    expect(router.state.location.state).toEqual({ deleted: 'Class 3b' });
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
    expect(stored()).toEqual({});
  });

  it('a secret the server refuses gives no admin rights any more', async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { detail: 'forbidden' }));
    renderInDataRouter(
      <GroupAdmin group={group} secret="admin-secret" locale="en" created={null} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close to new members' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are not allowed to do this: the link is not valid (any more).',
    );
    expect(stored()).toEqual({});
  });
});
