import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, buildRosterMember, signInAs } from '../../../../test/builders.ts';
import { installFakeFetch, type Route } from '../../../../test/fake-fetch.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { findToast } from '../../../../test/toasts.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { record } from '../../components/activity-test-kit.ts';

configure({ asyncUtilTimeout: 4000 });

const maya = buildProfile();
const roster = [
  buildRosterMember(9, 'Daniel Okafor', { companyName: 'Okafor Financial', classification: 'Financial Planner' }),
  buildRosterMember(11, 'Jürgen Müller', { companyName: 'Müller Bäckerei', classification: 'Baker' }),
  buildRosterMember(12, 'Priya Shah', { companyName: 'Shah Law', classification: 'Estate Attorney' }),
  buildRosterMember(13, 'Vera Visitor', { role: 'Visitor' }),
];
const sentToDaniel = record({
  type: 'referral',
  giver: { id: 7, name: 'Maya Thompson' },
  receiver: { id: 9, name: 'Daniel Okafor' },
  status: 'new',
  summary: 'Harper Logistics',
});

function signedIn(create: Route<'POST /api/activities'> = { status: 201, body: sentToDaniel }) {
  signInAs(maya);
  return installFakeFetch({
    'GET /api/profile': { body: maya },
    'GET /api/members': { body: { items: roster, nextCursor: null } },
    'GET /api/activities/partners': { body: { memberIds: [12] } },
    'POST /api/activities': create,
  });
}

/** Taps 1 and 2: home's card, then the kind. */
async function openReferral() {
  renderApp('/home');
  await userEvent.click(await screen.findByRole('button', { name: /^New slip A referral/ }));
  const sheet = await screen.findByRole('dialog', { name: 'New slip' });
  await userEvent.click(within(sheet).getByRole('button', { name: 'Give a referral' }));
  return screen.findByRole('dialog', { name: 'Referral for' });
}

const names = (section: HTMLElement) =>
  within(section)
    .getAllByRole('button')
    .map((b) => b.firstChild?.textContent);

describe('the quick slip', () => {
  it('sends a referral: kind, member, essentials, send', async () => {
    const net = signedIn();
    const sheet = await openReferral();
    // Recent and frequent partners first, then everyone; no visitor, never oneself.
    expect(names(await within(sheet).findByRole('region', { name: 'Recent and frequent' }))).toEqual(['Priya Shah']);
    expect(names(within(sheet).getByRole('region', { name: 'Everyone' }))).toEqual(['Daniel Okafor', 'Jürgen Müller']);

    await userEvent.click(within(sheet).getByRole('button', { name: /^Daniel Okafor/ }));
    const form = await screen.findByRole('dialog', { name: 'Give a referral' });
    expect(within(form).getByText('To Daniel Okafor')).toBeInTheDocument();
    // The keyboard starts in the first field: typing needs no tap.
    expect(within(form).getByLabelText('Prospect')).toHaveFocus();
    await userEvent.keyboard('Harper Logistics');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Describe what the prospect needs')).toBeInTheDocument();
    expect(net.callsTo('POST /api/activities')).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('What they need'), 'A lease review');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await findToast('Referral sent to Daniel Okafor.')).toBeInTheDocument();
    expect(net.callsTo('POST /api/activities').map((c) => c.body)).toEqual([
      {
        type: 'referral',
        receiverId: 9,
        prospectName: 'Harper Logistics',
        prospectContact: null,
        description: 'A lease review',
        temperature: 3,
        scope: 'outside',
        clientRequestId: expect.stringMatching(/.{8,}/),
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('finds members by company and by classification, accents folded', async () => {
    signedIn();
    const sheet = await openReferral();
    const search = await within(sheet).findByLabelText('Search by name, company or classification');
    const shown = () =>
      within(sheet)
        .queryAllByRole('listitem')
        .map((li) => li.querySelector('span')?.textContent);
    await waitFor(() => expect(shown()).toHaveLength(3));
    await userEvent.type(search, 'okafor fin');
    expect(shown()).toEqual(['Daniel Okafor']);
    await userEvent.clear(search);
    await userEvent.type(search, 'estate');
    expect(shown()).toEqual(['Priya Shah']);
    await userEvent.clear(search);
    await userEvent.type(search, 'MULLER baeck');
    expect(within(sheet).getByText('No member matches these words.')).toBeInTheDocument();
    await userEvent.clear(search);
    await userEvent.type(search, 'muller bäck');
    expect(shown()).toEqual(['Jürgen Müller']);
  });

  it('shows the server’s refusal on the field and keeps what was typed', async () => {
    signedIn({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'Invalid input',
        details: [{ field: 'receiverId', message: 'Choose an active member of your group' }],
      },
    });
    const sheet = await openReferral();
    await userEvent.click(await within(sheet).findByRole('button', { name: /^Daniel Okafor/ }));
    const form = await screen.findByRole('dialog', { name: 'Give a referral' });
    await userEvent.keyboard('Harper Logistics');
    await userEvent.type(within(form).getByLabelText('What they need'), 'A lease review');
    await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Choose an active member of your group')).toBeInTheDocument();
    expect(within(form).getByLabelText('Prospect')).toHaveValue('Harper Logistics');
  });

  it('opens from the phone’s bottom bar, in its centre', async () => {
    setViewportWidth(390);
    signedIn();
    renderApp('/home');
    const bars = await screen.findAllByRole('navigation', { name: 'Main' });
    const bar = bars.find((nav) => within(nav).queryByRole('button', { name: 'New slip' })) as HTMLElement;
    const slots = within(bar)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(slots).toEqual(['Home', 'Calendar', 'Activity', 'New slip', 'Roster', 'Inbox', 'More']);
    await userEvent.click(within(bar).getByRole('button', { name: 'New slip' }));
    expect(await screen.findByRole('dialog', { name: 'New slip' })).toBeInTheDocument();
  });
});
