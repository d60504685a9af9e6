import type { FeaturePresentation, RotaPerson, RotaSlot } from '@chapter/shared/speaker-rota.schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { queryClient } from '../../../../lib/query-client.ts';
import { buildProfile, buildRosterMember, signInAs } from '../../../../test/builders.ts';
import { installFakeFetch } from '../../../../test/fake-fetch.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { secretary } from '../../components/attendance-grid-kit.ts';
import { FeaturePresenterPanel } from './feature-presenter-panel.tsx';

configure({ asyncUtilTimeout: 4000 });

const Providers = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

/** The speaker rota's screens (docs/meeting-mode.md "Built so far: the rota"). */
const person = (id: number, name: string): RotaPerson => ({ id, name, classification: null, avatarUrl: null });
const maya = person(7, 'Maya Thompson');
const omar = person(9, 'Omar Ortiz');
const slot = (meetingId: number, startsAt: string, extra: Partial<RotaSlot> = {}): RotaSlot => ({
  meetingId,
  title: 'Riverside Chapter weekly meeting',
  startsAt,
  timezone: 'UTC',
  meetingStatus: 'scheduled',
  presenter: null,
  status: null,
  swapWith: null,
  topic: null,
  ...extra,
});
const rota = (slots: RotaSlot[]) => ({ groupId: 1, from: '2030-03-01', to: '2030-05-24', slots });
const members = {
  body: {
    items: [
      buildRosterMember(7, 'Maya Thompson'),
      buildRosterMember(9, 'Omar Ortiz'),
      buildRosterMember(11, 'Vera Visitor', { role: 'Visitor' }),
    ],
    nextCursor: null,
  },
};
const emptySheet = { topic: null, goals: null, accomplishments: null, interests: null, networks: null, skills: null };
const feature = (sheet: Partial<FeaturePresentation['sheet']> = {}): FeaturePresentation => ({
  meetingId: 21,
  presenter: { ...maya, company: 'Thompson Realty', bio: 'Homes on the river since 2009.' },
  sheet: { ...emptySheet, ...sheet },
});

describe('the speaker rota, for leaders', () => {
  it('picks a presenter per meeting, shows the server’s refusal on its row, and clears', async () => {
    signInAs(secretary);
    let slots = [slot(21, '2030-03-07T07:00:00.000Z'), slot(22, '2030-03-14T07:00:00.000Z')];
    const net = installFakeFetch({
      'GET /api/profile': { body: secretary },
      'GET /api/members': members,
      'GET /api/speaker-rota': () => ({ body: rota(slots) }),
      'PUT /api/speaker-rota/:meetingId': (req) => {
        const meetingId = Number(req.path.split('/').at(-1));
        const { userId } = req.body as { userId: number | null };
        if (meetingId === 22 && userId === 7) {
          const message = 'Maya Thompson already presents on 2030-03-07: at most once in 4 weeks';
          return { status: 400, body: { code: 'VALIDATION_ERROR', message, details: [{ field: 'userId', message }] } };
        }
        slots = slots.map((s) =>
          s.meetingId === meetingId ? { ...s, presenter: userId === 7 ? maya : null, status: null } : s,
        );
        return { body: slots.find((s) => s.meetingId === meetingId) as RotaSlot };
      },
    });
    renderApp('/admin/speaker-rota');
    const first = await screen.findByRole('combobox', { name: /Presenter on .*Mar 7, 2030/ });
    // Visitors are not offered.
    expect(within(first).queryByRole('option', { name: 'Vera Visitor' })).toBeNull();
    await userEvent.selectOptions(first, 'Maya Thompson');
    expect(net.callsTo('PUT /api/speaker-rota/:meetingId')[0]?.body).toEqual({ userId: 7 });
    expect(await screen.findByRole('button', { name: /Clear the presenter on .*Mar 7, 2030/ })).toBeInTheDocument();

    const second = screen.getByRole('combobox', { name: /Presenter on .*Mar 14, 2030/ });
    await userEvent.selectOptions(second, 'Maya Thompson');
    expect(
      await screen.findByText('Maya Thompson already presents on 2030-03-07: at most once in 4 weeks'),
    ).toBeInTheDocument();
    expect(second).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: /Clear the presenter on .*Mar 7, 2030/ }));
    expect(net.callsTo('PUT /api/speaker-rota/:meetingId').at(-1)?.body).toEqual({ userId: null });
    expect(await screen.findAllByRole('option', { name: 'Nobody yet', selected: true })).toHaveLength(2);
  });

  it('says when there are no chapter meetings to schedule', async () => {
    signInAs(secretary);
    installFakeFetch({
      'GET /api/profile': { body: secretary },
      'GET /api/members': members,
      'GET /api/speaker-rota': { body: rota([]) },
    });
    renderApp('/admin/speaker-rota');
    expect(await screen.findByText('No chapter meetings in the coming 12 weeks')).toBeInTheDocument();
  });
});

describe('the speaker rota, for members', () => {
  const me = buildProfile();

  it('lets the presenter edit their topic and GAINS, refusing a text over 500 characters, and ask for a swap', async () => {
    signInAs(me);
    let sheet = feature();
    const net = installFakeFetch({
      'GET /api/profile': { body: me },
      'GET /api/members': members,
      'GET /api/speaker-rota': {
        body: rota([slot(21, '2030-03-07T07:00:00.000Z', { presenter: maya, status: 'scheduled' })]),
      },
      'GET /api/meetings/:meetingId/feature': () => ({ body: sheet }),
      'PUT /api/speaker-rota/:meetingId/sheet': (req) => {
        sheet = feature(req.body as FeaturePresentation['sheet']);
        return { body: sheet };
      },
      'POST /api/speaker-rota/:meetingId/swap': {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: 'Omar Ortiz already presents on 2030-03-28: at most once in 4 weeks',
          details: [],
        },
      },
    });
    renderApp('/speaker-rota');
    const card = await screen.findByRole('region', { name: 'Your feature presentation' });
    expect(await within(card).findByText('not chosen yet')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Edit topic and GAINS' }));
    await userEvent.type(within(card).getByRole('textbox', { name: /Topic/ }), 'Buying by the river');
    const goals = within(card).getByRole('textbox', { name: 'Goals' });
    await userEvent.click(goals);
    await userEvent.paste('x'.repeat(501));
    await userEvent.click(within(card).getByRole('button', { name: 'Save sheet' }));
    expect(await within(card).findByText('At most 500 characters')).toBeInTheDocument();
    expect(net.callsTo('PUT /api/speaker-rota/:meetingId/sheet')).toHaveLength(0);

    await userEvent.clear(goals);
    await userEvent.type(goals, 'Two listings a month');
    await userEvent.click(within(card).getByRole('button', { name: 'Save sheet' }));
    expect(await screen.findByText('Sheet saved')).toBeInTheDocument();
    expect(net.callsTo('PUT /api/speaker-rota/:meetingId/sheet')[0]?.body).toMatchObject({
      topic: 'Buying by the river',
      goals: 'Two listings a month',
    });
    expect(await within(card).findByText('Buying by the river')).toBeInTheDocument();

    // A swap needs a member; the server's refusal is shown at the picker. The presenter is not offered to themself.
    const picker = within(card).getByRole('combobox', { name: 'Ask another member to swap' });
    expect(within(picker).queryByRole('option', { name: 'Maya Thompson' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Ask to swap' }));
    expect(within(card).getByText('Choose the member to ask')).toBeInTheDocument();
    await userEvent.selectOptions(picker, 'Omar Ortiz');
    await userEvent.click(within(card).getByRole('button', { name: 'Ask to swap' }));
    expect(
      await within(card).findByText('Omar Ortiz already presents on 2030-03-28: at most once in 4 weeks'),
    ).toBeInTheDocument();
    expect(net.callsTo('POST /api/speaker-rota/:meetingId/swap')[0]?.body).toEqual({ withUserId: 9 });
  });

  it('shows the member asked to swap a card to take it, and the rota to everyone', async () => {
    signInAs(me);
    let slots = [
      slot(21, '2030-03-07T07:00:00.000Z', { presenter: omar, status: 'swapRequested', swapWith: maya }),
      slot(22, '2030-03-14T07:00:00.000Z'),
    ];
    const net = installFakeFetch({
      'GET /api/profile': { body: me },
      'GET /api/members': members,
      'GET /api/speaker-rota': () => ({ body: rota(slots) }),
      'GET /api/meetings/:meetingId/feature': { body: feature() },
      'POST /api/speaker-rota/:meetingId/swap/accept': () => {
        slots = [
          { ...(slots[0] as RotaSlot), presenter: maya, status: 'scheduled', swapWith: null },
          ...slots.slice(1),
        ];
        return { body: slots[0] as RotaSlot };
      },
    });
    renderApp('/speaker-rota');
    const asked = await screen.findByRole('region', { name: 'Omar Ortiz asks you to take their feature presentation' });
    expect(screen.getByText('Swap asked')).toBeInTheDocument();
    expect(screen.getByText('Nobody scheduled yet')).toBeInTheDocument();
    await userEvent.click(within(asked).getByRole('button', { name: 'Take it' }));
    expect(await screen.findByRole('region', { name: 'Your feature presentation' })).toBeInTheDocument();
    expect(net.callsTo('POST /api/speaker-rota/:meetingId/swap/accept')).toHaveLength(1);
    expect(screen.queryByRole('region', { name: /asks you to take/ })).toBeNull();
  });
});

describe('the feature presenter panel', () => {
  it('shows the presenter, company, topic, bio and the GAINS given, or that nobody presents', async () => {
    signInAs(buildProfile());
    installFakeFetch({
      'GET /api/meetings/:meetingId/feature': {
        body: feature({ topic: 'Buying by the river', skills: 'Negotiation' }),
      },
    });
    const { unmount } = render(<FeaturePresenterPanel meetingId={21} variant="projector" />, { wrapper: Providers });
    expect(await screen.findByText('Maya Thompson')).toBeInTheDocument();
    expect(screen.getByText('Thompson Realty')).toBeInTheDocument();
    expect(screen.getByText('Buying by the river')).toBeInTheDocument();
    expect(screen.getByText('Homes on the river since 2009.')).toBeInTheDocument();
    expect(screen.getByText('Skills')).toBeInTheDocument();
    expect(screen.queryByText('Goals')).toBeNull();
    unmount();
    installFakeFetch({ 'GET /api/meetings/:meetingId/feature': { body: null } });
    render(<FeaturePresenterPanel meetingId={22} variant="page" />, { wrapper: Providers });
    expect(await screen.findByText('Nobody is scheduled to present.')).toBeInTheDocument();
  });
});
