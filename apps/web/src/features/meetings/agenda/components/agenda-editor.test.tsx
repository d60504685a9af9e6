import { type AgendaSegment, STANDARD_AGENDA } from '@chapter/shared/agenda.schemas';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildRosterMember, signInAs } from '../../../../test/builders.ts';
import { installFakeFetch } from '../../../../test/fake-fetch.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { meeting, secretary } from '../../components/attendance-grid-kit.ts';

configure({ asyncUtilTimeout: 4000 });

const template = (segments: readonly AgendaSegment[], custom = false) => ({
  groupId: 1,
  custom,
  segments: [...segments],
  totalMinutes: segments.reduce((sum, s) => sum + s.minutes, 0),
  updatedAt: custom ? '2026-03-02T09:00:00.000Z' : null,
});
const rows = () => screen.getAllByRole('group', { name: /^Segment \d+:/ });
/** The template's routes; a save is what the next read answers, as on the server. */
function installTemplate() {
  let current = template(STANDARD_AGENDA);
  return installFakeFetch({
    'GET /api/profile': { body: secretary },
    'GET /api/members': { body: { items: [buildRosterMember(5, 'Maya Thompson')], nextCursor: null } },
    'GET /api/agenda/template': () => ({ body: current }),
    'PUT /api/agenda/template': (req) => {
      current = template((req.body as { segments: AgendaSegment[] }).segments, true);
      return { body: current };
    },
  });
}

/** The chapter's agenda and a meeting's own (docs/meeting-mode.md). */
describe('meeting agenda', () => {
  it('says a segment of one’s own needs a title, and sends nothing until it has one', async () => {
    signInAs(secretary);
    const net = installTemplate();
    renderApp('/admin/agenda');
    expect(await screen.findByText(/runs the standard 90-minute agenda/)).toBeInTheDocument();
    expect(screen.getByText('90 minutes in all')).toBeInTheDocument();
    expect(rows()).toHaveLength(9);
    await userEvent.click(screen.getByRole('button', { name: 'Add a segment' }));
    expect(screen.getByText('95 minutes in all')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save agenda' }));
    expect(await screen.findByText('A segment of your own needs a title')).toBeInTheDocument();
    expect(net.callsTo('PUT /api/agenda/template')).toHaveLength(0);
    await userEvent.type(within(rows()[9] as HTMLElement).getByRole('textbox', { name: 'Title' }), 'Spotlight');
    await userEvent.click(screen.getByRole('button', { name: 'Save agenda' }));
    expect(await screen.findByText('Agenda saved')).toBeInTheDocument();
    const sent = net.callsTo('PUT /api/agenda/template')[0]?.body as { segments: AgendaSegment[] };
    expect(sent.segments.at(-1)).toEqual({
      kind: 'custom',
      title: 'Spotlight',
      minutes: 5,
      speakerSeconds: null,
      leadUserId: null,
    });
  });

  it('reorders, removes and names who leads, and saves the chapter’s own agenda', async () => {
    signInAs(secretary);
    const net = installTemplate();
    renderApp('/admin/agenda');
    await screen.findByText(/runs the standard 90-minute agenda/);
    await userEvent.click(screen.getByRole('button', { name: 'Move Visitor introductions up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Door prize' }));
    await userEvent.selectOptions(
      within(rows()[2] as HTMLElement).getByRole('combobox', { name: 'Led by' }),
      'Maya Thompson',
    );
    expect(screen.getByText('88 minutes in all')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save agenda' }));
    expect(await screen.findByText('Agenda saved')).toBeInTheDocument();
    const sent = net.callsTo('PUT /api/agenda/template')[0]?.body as { segments: AgendaSegment[] };
    expect(sent.segments.map((s) => s.kind)).toEqual([
      'networking',
      'welcome',
      'commercials',
      'education',
      'feature',
      'visitors',
      'referrals',
      'announcements',
    ]);
    expect(sent.segments[2]).toEqual({
      kind: 'commercials',
      title: null,
      minutes: 30,
      speakerSeconds: 60,
      leadUserId: 5,
    });
    expect(await screen.findByText("Your chapter's own agenda.")).toBeInTheDocument();
  });

  it('shows a meeting’s running order with its times, and lets a leader go back to the chapter’s agenda', async () => {
    signInAs(secretary);
    const starts = '2026-03-05T07:00:00.000Z';
    const own = [
      { kind: 'networking', title: null, minutes: 15, speakerSeconds: null, leadUserId: null },
      { kind: 'feature', title: 'Maya on staging homes', minutes: 12, speakerSeconds: null, leadUserId: 5 },
    ] satisfies AgendaSegment[];
    let source: 'meeting' | 'template' = 'meeting';
    const agenda = () => ({
      meetingId: 7,
      source,
      segments: source === 'meeting' ? own : [...STANDARD_AGENDA],
      totalMinutes: source === 'meeting' ? 27 : 90,
      leads: source === 'meeting' ? [{ id: 5, name: 'Maya Thompson' }] : [],
      updatedAt: null,
    });
    const net = installFakeFetch({
      'GET /api/profile': { body: secretary },
      'GET /api/meetings/:id': {
        body: {
          ...meeting,
          startsAt: starts,
          endsAt: '2099-03-05T08:30:00.000Z',
          agenda: null,
          groupName: 'Riverside',
          attendees: [],
          substitutions: [],
          canManage: true,
          canRecordAttendance: false,
        },
      },
      'GET /api/meetings/:id/agenda': () => ({ body: agenda() }),
      'DELETE /api/meetings/:id/agenda': () => {
        source = 'template';
        return { body: agenda() };
      },
    });
    renderApp('/meetings/7');
    const card = await screen.findByRole('region', { name: 'Running order' });
    expect(await within(card).findByText("This meeting's own agenda. 27 minutes in all")).toBeInTheDocument();
    const items = within(card).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Open networking7:00 AM · 15 min',
      'Maya on staging homes7:15 AM · 12 min · Led by Maya Thompson',
    ]);
    await userEvent.click(within(card).getByRole('button', { name: "Use the chapter's agenda" }));
    expect(await within(card).findByText("The chapter's agenda. 90 minutes in all")).toBeInTheDocument();
    expect(net.callsTo('DELETE /api/meetings/:id/agenda')).toHaveLength(1);
  });
});
