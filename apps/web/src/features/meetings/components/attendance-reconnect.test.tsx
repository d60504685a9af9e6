import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAs } from '../../../test/builders.ts';
import { installFakeFetch, NETWORK_DOWN, NO_ANSWER } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { queuedMarks, queueMark } from '../attendance-queue.ts';
import { SCREEN, secretary, sheet } from './attendance-grid-kit.ts';

configure({ asyncUtilTimeout: 4000 });

const MARKS = 'PUT /api/meetings/:id/attendance';

describe('marks sent as soon as the server answers again, with the grid left open', () => {
  it('keeps a mark whose request gets no answer, and sends it on the next try', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs(secretary);
    // The venue's uplink is dead: the request is accepted and never answered. Then it comes back.
    let uplink = false;
    const net = installFakeFetch({
      ...SCREEN,
      'GET /api/meetings/:id/attendance': { body: sheet(null, false) },
      [MARKS]: () => (uplink ? { body: { ...sheet('absent', false), conflicts: [] } } : NO_ANSWER),
    });
    renderApp('/admin/attendance');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Absent: Maya Thompson', pressed: false }));
    expect(net.callsTo(MARKS)).toHaveLength(1);

    // No answer within the send's time: the mark is kept on the phone.
    await vi.advanceTimersByTimeAsync(6_000);
    expect(await screen.findByText('1 mark not sent yet')).toBeInTheDocument();
    expect(queuedMarks(7)).toEqual([{ userId: 5, status: 'absent', previous: null }]);
    expect(screen.getByRole('button', { name: 'Absent: Maya Thompson', pressed: true })).toBeInTheDocument();

    uplink = true;
    await vi.advanceTimersByTimeAsync(8_000);
    expect(await screen.findByRole('button', { name: 'Absent: Maya Thompson', pressed: true })).toBeInTheDocument();
    expect(screen.queryByText(/not sent yet/)).toBeNull();
    expect(net.callsTo(MARKS).at(-1)?.body).toEqual({ members: [{ userId: 5, status: 'absent', previous: null }] });
    expect(queuedMarks(7)).toEqual([]);
  }, 15_000);

  it('shows a tap at once and keeps every tap the server left unanswered, not only the last one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signInAs(secretary);
    const two = sheet(null, false);
    two.members.push({ ...(two.members[0] as (typeof two.members)[number]), userId: 6, name: 'Omar Quinn' });
    installFakeFetch({
      ...SCREEN,
      'GET /api/meetings/:id/attendance': { body: two },
      [MARKS]: NO_ANSWER,
    });
    renderApp('/admin/attendance');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Late: Maya Thompson' }));
    await user.click(screen.getByRole('button', { name: 'Absent: Omar Quinn' }));
    expect(screen.getByRole('button', { name: 'Late: Maya Thompson', pressed: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Absent: Omar Quinn', pressed: true })).toBeInTheDocument();
    expect(screen.queryByText(/not sent yet/)).toBeNull();

    await vi.advanceTimersByTimeAsync(6_000);
    expect(await screen.findByText('2 marks not sent yet')).toBeInTheDocument();
    expect(queuedMarks(7)).toEqual([
      { userId: 5, status: 'late', previous: null },
      { userId: 6, status: 'absent', previous: null },
    ]);
  }, 15_000);

  it('sends marks whose send failed without the grid being reopened or the browser saying it is online', async () => {
    signInAs(secretary);
    queueMark(7, { userId: 5, status: 'late', previous: null });
    let down = true;
    const net = installFakeFetch({
      ...SCREEN,
      'GET /api/meetings/:id/attendance': { body: sheet(null, false) },
      [MARKS]: () => (down ? NETWORK_DOWN : { body: { ...sheet('late', false), conflicts: [] } }),
    });
    renderApp('/admin/attendance');
    expect(await screen.findByText('1 mark not sent yet')).toBeInTheDocument();
    expect(net.callsTo(MARKS).length).toBeGreaterThan(0);
    down = false;
    await waitFor(() => expect(screen.queryByText(/not sent yet/)).toBeNull());
    expect(screen.getByRole('button', { name: 'Late: Maya Thompson', pressed: true })).toBeInTheDocument();
    expect(queuedMarks(7)).toEqual([]);
  }, 15_000);

  it('puts a new mark behind the ones waiting instead of sending it on its own', async () => {
    signInAs(secretary);
    queueMark(7, { userId: 5, status: 'late', previous: null });
    const net = installFakeFetch({
      ...SCREEN,
      'GET /api/meetings/:id/attendance': { body: sheet(null, false) },
      [MARKS]: NETWORK_DOWN,
    });
    renderApp('/admin/attendance');
    expect(await screen.findByText('1 mark not sent yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Absent: Maya Thompson' }));
    expect(await screen.findByRole('button', { name: 'Absent: Maya Thompson', pressed: true })).toBeInTheDocument();
    expect(queuedMarks(7)).toEqual([{ userId: 5, status: 'absent', previous: null }]);
    // Every send carried the queue, none the lone mark without what it replaced.
    for (const call of net.callsTo(MARKS)) {
      expect((call.body as { members: Array<{ previous?: unknown }> }).members[0]).toHaveProperty('previous', null);
    }
  }, 15_000);
});
