import type { AttendanceSheet, AttendanceStatus } from '@chapter/shared/meetings.schemas';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { funnelFigures, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { meeting, SCREEN, secretary, sheet, startsAt } from './attendance-grid-kit.ts';

configure({ asyncUtilTimeout: 4000 });

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
    await userEvent.click(screen.getByRole('button', { name: 'Check in: Vic Visitor' }));
    expect(await screen.findByRole('button', { name: 'Checked in: Vic Visitor' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }, 15_000);
});

describe('the door', () => {
  it('shows the substitute recorded at the door for a member and opens their visits', async () => {
    signInAs(secretary);
    const covered = sheet('substitute', false);
    covered.members[0] = {
      ...(covered.members[0] as AttendanceSheet['members'][number]),
      substituteName: 'Sam Stand-in',
      substituteId: 4,
    };
    const net = installFakeFetch({
      ...SCREEN,
      'GET /api/meetings/:id/attendance': { body: covered },
      'GET /api/door-substitutes/:substituteId': {
        body: {
          id: 4,
          name: 'Sam Stand-in',
          company: 'Stand-in Plumbing',
          phone: '+1 555 010 0142',
          email: null,
          visits: [
            { meetingId: 7, meetingTitle: 'Weekly meeting', startsAt, memberId: 5, memberName: 'Maya Thompson' },
            { meetingId: 2, meetingTitle: 'Weekly meeting', startsAt, memberId: 6, memberName: 'Ben Bright' },
          ],
        },
      },
    });
    renderApp('/admin/attendance');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Substitute: Sam Stand-in (visits)' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Sam Stand-in, substitute' });
    expect(within(dialog).getByText(/Stand-in Plumbing · \+1 555 010 0142/)).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Covering for Maya Thompson'),
      expect.stringContaining('Covering for Ben Bright'),
    ]);
    expect(net.callsTo('GET /api/door-substitutes/:substituteId')[0]?.path).toBe('/api/door-substitutes/4');
  }, 15_000);

  const member = (userId: number, name: string, classification: string) => ({
    userId,
    name,
    classification,
    role: 'Member',
    status: null as AttendanceStatus | null,
    substituteName: null,
    substituteId: null,
    rsvp: 'attending' as const,
  });

  it('finds a member, marks the rest present in one request, undoes it, and checks in a walk-in', async () => {
    signInAs(secretary);
    let current: AttendanceSheet = {
      ...sheet(null, false),
      members: [
        member(5, 'Maya Thompson', 'Realtor'),
        member(6, 'Omar Haddad', 'Plumber'),
        member(8, 'Zoë Åberg', 'Florist'),
      ],
      visitors: [],
    };
    const apply = (marks: Array<{ userId: number; status: AttendanceStatus | null }>) => {
      current = {
        ...current,
        members: current.members.map((m) => {
          const mark = marks.find((x) => x.userId === m.userId);
          return mark ? { ...m, status: mark.status } : m;
        }),
      };
    };
    const net = installFakeFetch({
      ...SCREEN,
      'GET /api/meetings/:id': {
        body: {
          ...meeting,
          agenda: null,
          groupName: 'Riverside',
          attendees: [],
          substitutions: [],
          canManage: false,
          canRecordAttendance: true,
        },
      },
      'GET /api/meetings/:id/attendance': () => ({ body: current }),
      'PUT /api/meetings/:id/attendance': (req) => {
        apply((req.body as { members: Array<{ userId: number; status: AttendanceStatus | null }> }).members);
        return { body: { ...current, conflicts: [] } };
      },
      'POST /api/meetings/:id/walk-ins': (req) => {
        const body = req.body as { name: string; invitedBy: number | null };
        current = {
          ...current,
          visitors: [{ visitorId: 9, name: body.name, company: null, invitedByName: 'Omar Haddad', checkedIn: true }],
        };
        return { status: 201, body: current };
      },
    });
    renderApp('/meetings/7/attendance');
    // Search ignores case and accents, and matches the classification too.
    const search = await screen.findByRole('searchbox', { name: 'Find a member' }, { timeout: 5000 });
    await userEvent.type(search, 'zoe');
    expect(screen.getAllByRole('group', { name: /Attendance for/ })).toHaveLength(1);
    await userEvent.clear(search);
    await userEvent.type(search, 'plumb');
    await userEvent.click(screen.getByRole('button', { name: 'Absent: Omar Haddad' }));
    await userEvent.clear(search);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark the rest present (2)' }));
    await screen.findByRole('button', { name: 'Everyone is marked' });
    expect(net.callsTo('PUT /api/meetings/:id/attendance')[1]?.body).toEqual({
      members: [
        { userId: 5, status: 'present', previous: null },
        { userId: 8, status: 'present', previous: null },
      ],
    });
    const count = screen.getByLabelText('Count');
    expect(within(count).getByText('Present').nextSibling).toHaveTextContent('2');
    // Undo puts back what the last change replaced, and says what it expects to find.
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByRole('button', { name: 'Mark the rest present (2)' });
    expect(net.callsTo('PUT /api/meetings/:id/attendance')[2]?.body).toEqual({
      members: [
        { userId: 5, status: null, previous: 'present' },
        { userId: 8, status: null, previous: 'present' },
      ],
    });
    // A walk-in: the name is required, then they are checked in with who brought them.
    await userEvent.click(screen.getByRole('button', { name: 'Add a walk-in' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check in' }));
    expect(await within(dialog).findByText(/required|at least/i)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Wendy Walker');
    await userEvent.selectOptions(within(dialog).getByLabelText('Invited by'), 'Omar Haddad');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check in' }));
    expect(await screen.findByRole('button', { name: 'Checked in: Wendy Walker' })).toBeInTheDocument();
    expect(net.callsTo('POST /api/meetings/:id/walk-ins')[0]?.body).toEqual({
      name: 'Wendy Walker',
      company: null,
      classification: null,
      phone: null,
      invitedBy: 6,
    });
  }, 20_000);
});

describe('PALMS report on the same screen', () => {
  it('refreshes the report table after a mark is recorded', async () => {
    signInAs(secretary);
    let current = sheet(null, false);
    // One member: the chapter's totals are that member's figures.
    const figures = () => ({
      present: 0,
      absent: 0,
      late: current.members[0]?.status === 'late' ? 1 : 0,
      medical: 0,
      substitute: 0,
      unrecorded: current.members[0]?.status ? 0 : 1,
      referralsInside: 0,
      referralsOutside: 0,
      referralsReceived: 0,
      visitorsBrought: 0,
      oneToOnes: 0,
      tyfcbCents: 0,
      testimonials: 0,
      trainingCredits: 0,
    });
    const reportRow = () => ({
      userId: 5,
      name: 'Maya Thompson',
      classification: 'Realtor',
      meetings: 1,
      rate: current.members[0]?.status === 'late' ? 100 : null,
      ...figures(),
    });
    installFakeFetch({
      'GET /api/profile': { body: secretary },
      'GET /api/meetings': { body: { items: [meeting] } },
      'GET /api/attendance/report': () => ({
        body: {
          from: '2026-01-01',
          to: '2026-03-01',
          meetings: 1,
          visitors: 0,
          currency: 'USD',
          weeks: [],
          funnel: funnelFigures(),
          rows: [reportRow()],
          totals: figures(),
        },
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
