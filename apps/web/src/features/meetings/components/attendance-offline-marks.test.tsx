import type { AttendanceStatus } from '@chapter/shared/meetings.schemas';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch, NETWORK_DOWN } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { queuedMarks, queueMark } from '../attendance-queue.ts';
import { SCREEN, secretary, sheet } from './attendance-grid-kit.ts';

configure({ asyncUtilTimeout: 4000 });

describe('marks kept on the phone', () => {
  it('sends a queued mark when the grid opens, and lets the Secretary settle a mark another leader changed', async () => {
    signInAs(secretary);
    // Taken offline earlier: Maya present, where this phone had seen no mark.
    queueMark(7, { userId: 5, status: 'present', previous: null });
    let current = sheet('late', false);
    const net = installFakeFetch({
      ...SCREEN,
      'GET /api/meetings/:id/attendance': () => ({ body: current }),
      'PUT /api/meetings/:id/attendance': (req) => {
        const [mark] = (req.body as { members: Array<{ status: AttendanceStatus; previous?: unknown }> }).members;
        if (mark?.previous !== undefined) {
          return {
            body: { ...current, conflicts: [{ userId: 5, name: 'Maya Thompson', yours: 'present', theirs: 'late' }] },
          };
        }
        current = sheet(mark?.status ?? null, false);
        return { body: { ...current, conflicts: [] } };
      },
    });
    renderApp('/admin/attendance');
    const title = await screen.findByText('Maya Thompson: changed by another leader');
    const conflict = title.closest('[role="alert"]') as HTMLElement;
    expect(conflict).toHaveTextContent('another leader recorded Late; your Present was not applied');
    expect(net.callsTo('PUT /api/meetings/:id/attendance')[0]?.body).toEqual({
      members: [{ userId: 5, status: 'present', previous: null }],
    });
    expect(queuedMarks(7)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Late: Maya Thompson', pressed: true })).toBeInTheDocument();

    await userEvent.click(within(conflict).getByRole('button', { name: 'Use mine' }));
    expect(await screen.findByRole('button', { name: 'Present: Maya Thompson', pressed: true })).toBeInTheDocument();
    expect(net.callsTo('PUT /api/meetings/:id/attendance')[1]?.body).toEqual({
      members: [{ userId: 5, status: 'present' }],
    });
    expect(screen.queryByText('Maya Thompson: changed by another leader')).toBeNull();
  }, 15_000);

  it('stops sending marks the server refuses for good, and lets the Secretary try again or discard them', async () => {
    signInAs(secretary);
    queueMark(7, { userId: 5, status: 'present', previous: null });
    const net = installFakeFetch({
      ...SCREEN,
      'GET /api/meetings/:id/attendance': { body: sheet(null, false) },
      'PUT /api/meetings/:id/attendance': {
        status: 403,
        body: { code: 'FORBIDDEN', message: 'You may not record attendance' },
      },
    });
    renderApp('/admin/attendance');
    const title = await screen.findByText('1 mark refused by the server');
    const banner = title.closest('[role="alert"]') as HTMLElement;
    expect(queuedMarks(7)).toEqual([{ userId: 5, status: 'present', previous: null }]);
    // A reconnect does not send them again on its own.
    window.dispatchEvent(new Event('online'));
    await userEvent.click(within(banner).getByRole('button', { name: 'Try again' }));
    // The banner is still up while the retry is on its way: wait for the second send, then for its refusal.
    await vi.waitFor(() => expect(net.callsTo('PUT /api/meetings/:id/attendance')).toHaveLength(2));
    expect(await screen.findByText('1 mark refused by the server')).toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Discard them' }));
    expect(screen.queryByText('1 mark refused by the server')).toBeNull();
    expect(queuedMarks(7)).toEqual([]);
  }, 15_000);

  it('never sends the marks another leader left on this phone, under the leader now signed in', async () => {
    signInAs(secretary);
    queueMark(7, { userId: 5, status: 'absent', previous: null });
    // Samuel's session ends without a sign-out (it expired); Vera signs in on the same phone.
    const vera = buildProfile({ ...secretary, id: 12, name: 'Vera Lopez', email: 'vera@demo.test' });
    signInAs(vera);
    const net = installFakeFetch({
      ...SCREEN,
      'GET /api/profile': { body: vera },
      'GET /api/meetings/:id/attendance': { body: sheet(null, false) },
      'PUT /api/meetings/:id/attendance': { body: { ...sheet('absent', false), conflicts: [] } },
    });
    renderApp('/admin/attendance');
    expect(await screen.findByRole('button', { name: 'Absent: Maya Thompson', pressed: false })).toBeInTheDocument();
    window.dispatchEvent(new Event('online'));
    await new Promise((r) => setTimeout(r, 100));
    expect(net.callsTo('PUT /api/meetings/:id/attendance')).toEqual([]);
    expect(screen.queryByText(/not sent yet/)).toBeNull();
    // Samuel finds them again when he signs back in.
    signInAs(secretary);
    expect(queuedMarks(7)).toEqual([{ userId: 5, status: 'absent', previous: null }]);
  }, 15_000);
});

describe('logging out with marks not sent', () => {
  /** The screen's routes; the marks' PUT answers with `status`, or fails as if offline. */
  const logoutRoutes = (status: AttendanceStatus | typeof NETWORK_DOWN) =>
    installFakeFetch({
      ...SCREEN,
      'GET /api/meetings/:id/attendance': { body: sheet(null, false) },
      'PUT /api/meetings/:id/attendance':
        status === NETWORK_DOWN ? NETWORK_DOWN : { body: { ...sheet(status, false), conflicts: [] } },
      'POST /api/logout': { body: { message: 'ok' } },
    });

  async function logOut() {
    renderApp('/home');
    await userEvent.click(await screen.findByRole('button', { name: 'More' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    return screen.findByRole('dialog', { name: 'Attendance marks not sent yet' });
  }

  it('asks first, and sends them before logging out', async () => {
    signInAs(secretary);
    queueMark(7, { userId: 5, status: 'present', previous: null });
    const net = logoutRoutes('present');
    const dialog = await logOut();
    expect(dialog).toHaveTextContent('1 attendance mark you took on this device has not reached the server');
    expect(localStorage.getItem('token')).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send and log out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(net.callsTo('PUT /api/meetings/:id/attendance')[0]?.body).toEqual({
      members: [{ userId: 5, status: 'present', previous: null }],
    });
    expect(net.callsTo('POST /api/logout')).toHaveLength(1);
    signInAs(secretary);
    expect(queuedMarks(7)).toEqual([]);
  }, 15_000);

  it('stays signed in when they cannot be sent, and logs out once they are discarded', async () => {
    signInAs(secretary);
    queueMark(7, { userId: 5, status: 'late', previous: null });
    const net = logoutRoutes(NETWORK_DOWN);
    const dialog = await logOut();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send and log out' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/could not be sent/);
    expect(localStorage.getItem('token')).not.toBeNull();
    expect(net.callsTo('POST /api/logout')).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard and log out' }));
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    signInAs(secretary);
    expect(queuedMarks(7)).toEqual([]);
  }, 15_000);

  it('"Stay signed in" keeps the session and the marks', async () => {
    signInAs(secretary);
    queueMark(7, { userId: 5, status: 'late', previous: null });
    const net = logoutRoutes('late');
    const dialog = await logOut();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(localStorage.getItem('token')).not.toBeNull();
    expect(net.callsTo('POST /api/logout')).toEqual([]);
    expect(queuedMarks(7)).toEqual([{ userId: 5, status: 'late', previous: null }]);
  }, 15_000);
});
