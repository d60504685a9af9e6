import type { AttendanceSheet, AttendanceStatus, Meeting } from '@chapter/shared/meetings.schemas';
import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

configure({ asyncUtilTimeout: 4000 });

const secretary = buildProfile({
  name: 'Samuel Reyes',
  role: 'Secretary Treasurer',
  permissions: [...DEFAULT_ROLE_PERMISSIONS['Secretary Treasurer']],
});
const startsAt = new Date(Date.now() - 3_600_000).toISOString();
const meeting: Meeting = {
  id: 7,
  groupId: 1,
  type: 'chapter',
  title: 'Riverside Chapter weekly meeting',
  startsAt,
  endsAt: new Date(Date.now() + 1_800_000).toISOString(),
  timezone: 'UTC',
  location: 'Hall',
  onlineLink: null,
  speaker: null,
  status: 'scheduled',
  seriesId: null,
  fromSchedule: true,
  myRsvp: 'no_response',
  rsvpCounts: { attending: 0, tentative: 0, not_attending: 0 },
};
const sheet = (status: AttendanceStatus | null, checkedIn: boolean): AttendanceSheet => ({
  meetingId: 7,
  meetingTitle: meeting.title,
  startsAt,
  status: 'scheduled',
  members: [
    {
      userId: 5,
      name: 'Maya Thompson',
      classification: 'Realtor',
      role: 'Member',
      status,
      substituteName: null,
      rsvp: 'attending',
    },
  ],
  visitors: [{ visitorId: 3, name: 'Vic Visitor', company: null, invitedByName: 'Maya Thompson', checkedIn }],
});

/** What the attendance screen reads besides the sheet: the Secretary, the meeting and an empty report. */
const SCREEN = {
  'GET /api/profile': { body: secretary },
  'GET /api/meetings': { body: { items: [meeting] } },
  'GET /api/attendance/report': { body: { from: '2026-01-01', to: '2026-03-01', meetings: 0, visitors: 0, rows: [] } },
};

describe('attendance grid', () => {
  it('records a PALMS letter and checks a visitor in with one tap each', async () => {
    signInAs(secretary);
    let current = sheet(null, false);
    const net = installFakeFetch({
      ...SCREEN,
      'GET /api/meetings/:id/attendance': () => ({ body: current }),
      'PUT /api/meetings/:id/attendance': (req) => {
        const body = req.body as {
          members?: Array<{ status: AttendanceStatus }>;
          visitors?: Array<{ checkedIn: boolean }>;
        };
        current = sheet(
          body.members?.[0]?.status ?? current.members[0]?.status ?? null,
          body.visitors?.[0]?.checkedIn ?? current.visitors[0]?.checkedIn ?? false,
        );
        return { body: { ...current, conflicts: [] } };
      },
    });
    renderApp('/admin/attendance');
    const late = await screen.findByRole('button', { name: 'Late: Maya Thompson' }, { timeout: 5000 });
    expect(late).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(late);
    expect(await screen.findByRole('button', { name: 'Late: Maya Thompson', pressed: true })).toBeInTheDocument();
    expect(net.callsTo('PUT /api/meetings/:id/attendance')[0]?.body).toEqual({
      members: [{ userId: 5, status: 'late' }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByRole('button', { name: 'Checked in' })).toHaveAttribute('aria-pressed', 'true');
  }, 15_000);
});

describe('marks kept on the phone', () => {
  it('sends a queued mark when the grid opens, and lets the Secretary settle a mark another leader changed', async () => {
    signInAs(secretary);
    // Taken offline earlier: Maya present, where this phone had seen no mark.
    localStorage.setItem(
      'chapter:attendance-queue:7',
      JSON.stringify([{ userId: 5, status: 'present', previous: null }]),
    );
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
    expect(localStorage.getItem('chapter:attendance-queue:7')).toBe('[]');
    expect(screen.getByRole('button', { name: 'Late: Maya Thompson', pressed: true })).toBeInTheDocument();

    await userEvent.click(within(conflict).getByRole('button', { name: 'Use mine' }));
    expect(await screen.findByRole('button', { name: 'Present: Maya Thompson', pressed: true })).toBeInTheDocument();
    expect(net.callsTo('PUT /api/meetings/:id/attendance')[1]?.body).toEqual({
      members: [{ userId: 5, status: 'present' }],
    });
    expect(screen.queryByText('Maya Thompson: changed by another leader')).toBeNull();
  }, 15_000);
});

describe('PALMS report on the same screen', () => {
  it('refreshes the report table after a mark is recorded', async () => {
    signInAs(secretary);
    let current = sheet(null, false);
    const reportRow = () => ({
      userId: 5,
      name: 'Maya Thompson',
      meetings: 1,
      present: 0,
      absent: 0,
      late: current.members[0]?.status === 'late' ? 1 : 0,
      medical: 0,
      substitute: 0,
      classification: 'Realtor',
      unrecorded: current.members[0]?.status ? 0 : 1,
      rate: current.members[0]?.status === 'late' ? 100 : null,
    });
    installFakeFetch({
      'GET /api/profile': { body: secretary },
      'GET /api/meetings': { body: { items: [meeting] } },
      'GET /api/attendance/report': () => ({
        body: { from: '2026-01-01', to: '2026-03-01', meetings: 1, visitors: 0, rows: [reportRow()] },
      }),
      'GET /api/meetings/:id/attendance': () => ({ body: current }),
      'PUT /api/meetings/:id/attendance': () => {
        current = sheet('late', false);
        return { body: { ...current, conflicts: [] } };
      },
    });
    renderApp('/admin/attendance');
    const table = await screen.findByRole('table');
    const row = await within(table).findByRole('row', { name: /Maya Thompson/ });
    expect(within(row).queryByText('100%')).toBeNull();

    await userEvent.click(await screen.findByRole('button', { name: 'Late: Maya Thompson' }));
    expect(await within(table).findByText('100%')).toBeInTheDocument();
  }, 15_000);
});
