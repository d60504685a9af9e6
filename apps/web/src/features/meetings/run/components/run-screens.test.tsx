import type { AgendaSegment } from '@chapter/shared/agenda.schemas';
import type { MeetingRun } from '@chapter/shared/meeting-run.schemas';
import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, buildRosterMember, signInAs } from '../../../../test/builders.ts';
import { installFakeFetch } from '../../../../test/fake-fetch.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { meeting, secretary } from '../../components/attendance-grid-kit.ts';

configure({ asyncUtilTimeout: 4000 });

const segments: AgendaSegment[] = [
  { kind: 'networking', title: null, minutes: 5, speakerSeconds: null, leadUserId: null },
  { kind: 'commercials', title: null, minutes: 10, speakerSeconds: 30, leadUserId: null },
  { kind: 'visitors', title: null, minutes: 5, speakerSeconds: null, leadUserId: null },
  { kind: 'referrals', title: null, minutes: 10, speakerSeconds: null, leadUserId: null },
];
const speakers = [
  { kind: 'member' as const, userId: 5, name: 'Maya Thompson', forName: null },
  { kind: 'visitor' as const, userId: null, name: 'Vic Visitor', forName: 'Maya Thompson' },
  { kind: 'member' as const, userId: 8, name: 'Ann Able', forName: null },
];
const now = () => new Date().toISOString();
const run = (over: Partial<MeetingRun> = {}): MeetingRun => ({
  meetingId: 7,
  state: 'idle',
  version: 0,
  segments,
  segmentIndex: 0,
  speakers: [],
  speakerIndex: null,
  stepStartedAt: null,
  pausedAt: null,
  pausedSeconds: 0,
  extraSeconds: 0,
  plannedSeconds: 300,
  serverNow: now(),
  steps: [],
  lead: null,
  visitors: [{ name: 'Vic Visitor', invitedBy: 'Maya Thompson' }],
  ...over,
});
const inCommercials = (speakerIndex: number, version: number) =>
  run({ state: 'running', version, segmentIndex: 1, speakers, speakerIndex, stepStartedAt: now(), plannedSeconds: 30 });
const detail = {
  ...meeting,
  agenda: null,
  groupName: 'Riverside',
  attendees: [],
  substitutions: [],
  canManage: true,
  canRecordAttendance: false,
};

/** The run screen, the presenter screen and a phone (docs/meeting-mode.md). */
describe('running a meeting', () => {
  it('starts, steps through the speakers with the version it saw, and reads the run again when another tap came first', async () => {
    signInAs(secretary);
    let current = run();
    const net = installFakeFetch({
      'GET /api/profile': { body: secretary },
      'GET /api/meetings/:id': { body: detail },
      'GET /api/members': { body: { items: [buildRosterMember(5, 'Maya Thompson')], nextCursor: null } },
      'GET /api/meetings/:id/run': () => ({ body: current }),
      'POST /api/meetings/:id/run': (req) => {
        const { command, version } = req.body as { command: string; version: number };
        if (version !== current.version) {
          return {
            status: 409,
            body: { code: 'CONFLICT', message: 'The run has moved on: refresh to see where it is' },
          };
        }
        current =
          command === 'start'
            ? run({ state: 'running', version: 1, stepStartedAt: now() })
            : inCommercials(current.speakerIndex === null ? 0 : current.speakerIndex + 1, current.version + 1);
        return { body: current };
      },
    });
    renderApp('/meetings/7/run');
    expect(await screen.findByText(/has not started/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start the meeting' }));
    expect(await screen.findByRole('heading', { name: 'Open networking' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/5:00|4:59/);
    await userEvent.click(screen.getByRole('button', { name: /Next segment/ }));
    expect(await screen.findByText('Speaker 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('Next: Vic Visitor')).toBeInTheDocument();
    // Another leader moved the run on: this screen's tap names an old version and is refused, then shows theirs.
    current = inCommercials(2, 5);
    await userEvent.click(screen.getByRole('button', { name: /Next speaker/ }));
    expect(await screen.findByText('The run has moved on: refresh to see where it is')).toBeInTheDocument();
    expect(await screen.findByText('Speaker 3 of 3')).toBeInTheDocument();
    expect(net.callsTo('POST /api/meetings/:id/run').map((c) => c.body)).toEqual([
      { command: 'start', version: 0 },
      { command: 'next', version: 1 },
      { command: 'next', version: 2 },
    ]);
  });

  it('asks before ending the meeting, then shows which steps ran over', async () => {
    signInAs(secretary);
    let current = inCommercials(0, 3);
    installFakeFetch({
      'GET /api/profile': { body: secretary },
      'GET /api/meetings/:id': { body: detail },
      'GET /api/members': { body: { items: [], nextCursor: null } },
      'GET /api/meetings/:id/run': () => ({ body: current }),
      'POST /api/meetings/:id/run': () => {
        current = run({
          state: 'ended',
          version: 4,
          steps: [
            { segmentIndex: 0, speakerName: null, plannedSeconds: 300, actualSeconds: 280 },
            { segmentIndex: 1, speakerName: 'Maya Thompson', plannedSeconds: 30, actualSeconds: 52 },
          ],
        });
        return { body: current };
      },
    });
    renderApp('/meetings/7/run');
    await userEvent.click(await screen.findByRole('button', { name: 'End now' }));
    expect(screen.getByText(/The rest of the running order is skipped/)).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('group', { name: 'End now' })).getByRole('button', { name: 'End now' }),
    );
    const timings = await screen.findByRole('region', { name: 'How the meeting ran' });
    expect(within(timings).getByText(/1 step ran over\. In all 5:32 against 30:00 planned\./)).toBeInTheDocument();
    const [overrun] = within(timings).getAllByRole('listitem');
    expect(overrun).toHaveTextContent('Commercials: Maya ThompsonPlanned 0:30 · Took 0:52+0:22');
  });

  const ann = buildProfile({ id: 8, name: 'Ann Able' });
  const phone = (current: MeetingRun) => {
    signInAs(ann);
    installFakeFetch({
      'GET /api/profile': { body: ann },
      'GET /api/meetings/:id': { body: { ...detail, canManage: false } },
      'GET /api/meetings/:id/agenda': {
        body: { meetingId: 7, source: 'template', segments, totalMinutes: 30, leads: [], updatedAt: null },
      },
      'GET /api/meetings/:id/run': { body: current },
    });
    renderApp('/meetings/7');
    return screen.findByRole('region', { name: 'Now in the meeting' });
  };

  it('tells a member on their phone that they are next, a speaker ahead', async () => {
    const card = await phone(inCommercials(1, 4));
    expect(within(card).getByRole('status')).toHaveTextContent('You are next');
    expect(within(card).getByText('Vic Visitor')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Pass a slip' })).toBeNull();
  });

  it('offers a member the quick slip during the referral round', async () => {
    const card = await phone(
      run({ state: 'running', version: 9, segmentIndex: 3, stepStartedAt: now(), plannedSeconds: 600 }),
    );
    expect(within(card).getByText('Referrals and testimonials')).toBeInTheDocument();
    expect(within(card).queryByRole('status')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Pass a slip' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  const projector = (current: MeetingRun) => {
    const member = buildProfile({ permissions: [...DEFAULT_ROLE_PERMISSIONS.Member] });
    signInAs(member);
    installFakeFetch({
      'GET /api/profile': { body: member },
      'GET /api/meetings/:id': { body: detail },
      'GET /api/meetings/:id/run': { body: current },
      'GET /api/meetings/:id/run/figures': {
        body: {
          week: { from: '2026-02-24', to: '2026-03-02' },
          referrals: 14,
          thanksCents: 1_250_000,
          currency: 'USD',
          visitors: 1,
          attended: 21,
        },
      },
    });
    renderApp('/present/7');
  };

  it('shows the projector each visitor with who invited them, without the app’s frame', async () => {
    projector(run({ state: 'running', version: 6, segmentIndex: 2, stepStartedAt: now() }));
    expect(await screen.findByRole('heading', { name: 'Visitor introductions' })).toBeInTheDocument();
    expect(screen.getByText('Vic Visitor')).toBeInTheDocument();
    expect(screen.getByText('invited by Maya Thompson')).toBeInTheDocument();
    expect(screen.getByText('Next: Referrals and testimonials')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the projector the week’s numbers at the referral round', async () => {
    projector(run({ state: 'running', version: 7, segmentIndex: 3, stepStartedAt: now(), plannedSeconds: 600 }));
    const week = await screen.findByRole('region', { name: 'This week in the chapter' });
    expect(within(week).getByText('14')).toBeInTheDocument();
    expect(within(week).getByText('$12,500.00')).toBeInTheDocument();
    expect(within(week).getByText('21')).toBeInTheDocument();
  });

  it('gives a leader’s projector the check-in code before the start', async () => {
    const leaderProjector = (current: MeetingRun) => {
      signInAs(secretary);
      installFakeFetch({
        'GET /api/profile': { body: secretary },
        'GET /api/meetings/:id': { body: { ...detail, endsAt: new Date(Date.now() + 3_600_000).toISOString() } },
        'GET /api/meetings/:id/run': { body: current },
        'GET /api/meetings/:id/check-in-code': {
          body: {
            code: '7-abc-123456789012',
            url: 'https://chapter.example/check-in/7-abc-123456789012',
            expiresAt: new Date(Date.now() + 30_000).toISOString(),
            serverNow: now(),
          },
        },
      });
      return renderApp('/present/7');
    };
    leaderProjector(run());
    expect(await screen.findByText('Scan to check in')).toBeInTheDocument();
    expect(screen.getByText('chapter.example/check-in/7-abc-123456789012')).toBeInTheDocument();
  });

  it('shows the presenter’s sheet on the projector at the feature presentation, and no code to a member’s screen', async () => {
    const feature = segments.length;
    const withFeature = [
      ...segments,
      { kind: 'feature' as const, title: null, minutes: 10, speakerSeconds: null, leadUserId: null },
    ];
    const member = buildProfile({ permissions: [...DEFAULT_ROLE_PERMISSIONS.Member] });
    signInAs(member);
    const net = installFakeFetch({
      'GET /api/profile': { body: member },
      'GET /api/meetings/:id': { body: detail },
      'GET /api/meetings/:id/run': {
        body: run({
          state: 'running',
          version: 8,
          segments: withFeature,
          segmentIndex: feature,
          stepStartedAt: now(),
          plannedSeconds: 600,
        }),
      },
      'GET /api/meetings/:id/feature': {
        body: {
          meetingId: 7,
          presenter: {
            id: 5,
            name: 'Maya Thompson',
            classification: 'Florist',
            avatarUrl: null,
            company: 'Thompson Flowers',
            bio: null,
          },
          sheet: {
            topic: 'Flowers that sell houses',
            goals: 'Ten new wedding clients',
            accomplishments: null,
            interests: null,
            networks: null,
            skills: null,
          },
        },
      },
    });
    renderApp('/present/7');
    expect(await screen.findByText('Flowers that sell houses')).toBeInTheDocument();
    expect(screen.getByText('Ten new wedding clients')).toBeInTheDocument();
    expect(screen.queryByText('Scan to check in')).toBeNull();
    expect(net.callsTo('GET /api/meetings/:id/check-in-code')).toHaveLength(0);
  });
});
