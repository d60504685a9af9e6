import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { queryClient } from '../../../../lib/query-client.ts';
import { buildProfile, makeToken, signInAs } from '../../../../test/builders.ts';
import { installFakeFetch, NETWORK_DOWN } from '../../../../test/fake-fetch.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { CheckInPage } from './check-in-page.tsx';

const CODE = '3-1a2b3-AbCdEfGhIjKl';
const PAGE = `/check-in/${CODE}`;
const SCAN = 'POST /api/check-in/:code';
const VISITOR = 'POST /api/check-in/:code/visitor';

const checkedIn = (over: Partial<{ status: 'present' | 'late' | 'medical'; alreadyMarked: boolean }> = {}) => ({
  body: {
    meetingId: 3,
    meetingTitle: 'Harbour Chapter weekly meeting',
    startsAt: '2026-03-02T08:00:00.000Z',
    timezone: 'UTC',
    status: 'present' as const,
    recordedAt: '2026-03-02T07:58:00.000Z',
    alreadyMarked: false,
    ...over,
  },
});
const refusal = (status: 403 | 409, reason: string, message: string) => ({
  status,
  body: { code: status === 403 ? 'PERMISSION_DENIED' : 'CONFLICT', message, reason },
});

describe('the check-in page, signed in', () => {
  it('checks the member in as it opens and says how and when', async () => {
    signInAs(buildProfile());
    const net = installFakeFetch({ [SCAN]: checkedIn() });
    renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'You are checked in: present at 7:58 AM' })).toBeVisible();
    expect(screen.getByText('Harbour Chapter weekly meeting')).toBeVisible();
    expect(net.callsTo(SCAN)).toHaveLength(1);
    expect(net.callsTo(SCAN)[0]?.path).toBe(`/api/check-in/${CODE}`);
  });

  it('sends the scan once, even where effects run twice (the app runs in StrictMode)', async () => {
    signInAs(buildProfile());
    const net = installFakeFetch({ [SCAN]: checkedIn() });
    render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <CheckInPage code={CODE} />
          </MemoryRouter>
        </QueryClientProvider>
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { name: 'You are checked in: present at 7:58 AM' })).toBeVisible();
    expect(net.callsTo(SCAN)).toHaveLength(1);
  });

  it('says late after the start, and a mark a leader made before', async () => {
    signInAs(buildProfile());
    installFakeFetch({ [SCAN]: checkedIn({ status: 'late' }) });
    const late = renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: /present|late/ })).toHaveTextContent('checked in: late');
    late.unmount();
    installFakeFetch({ [SCAN]: checkedIn({ status: 'medical', alreadyMarked: true }) });
    renderApp(PAGE);
    expect(
      await screen.findByRole('heading', {
        name: 'You were already marked medical at 7:58 AM. A leader at the door can change it.',
      }),
    ).toBeVisible();
  });

  it('shows an expired code’s refusal with what to do, and another meeting’s', async () => {
    signInAs(buildProfile());
    installFakeFetch({
      [SCAN]: refusal(409, 'expired', 'This code has expired: scan the one on the screen now'),
    });
    const first = renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Not checked in' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('This code has expired: scan the one on the screen now');
    expect(screen.getByRole('alert')).toHaveTextContent('The code changes every 30 seconds: scan it again now.');
    first.unmount();
    installFakeFetch({ [SCAN]: refusal(409, 'otherMeeting', 'This code is from another meeting') });
    renderApp(PAGE);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This code is from another meetingScan the code shown at today's meeting.",
    );
  });

  it('offers the visitor sign-in to an account that is no member’s', async () => {
    signInAs(buildProfile());
    installFakeFetch({
      [SCAN]: refusal(403, 'notMember', "Only the chapter's members check in here: visitors sign in"),
    });
    renderApp(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: "I'm a visitor" }));
    expect(screen.getByRole('heading', { name: 'Visitor sign-in' })).toBeVisible();
  });

  it('tries again after the network failed', async () => {
    signInAs(buildProfile());
    let calls = 0;
    installFakeFetch({ [SCAN]: () => (++calls === 1 ? NETWORK_DOWN : checkedIn()) });
    renderApp(PAGE);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'You are checked in: present at 7:58 AM' })).toBeVisible();
  });
});

describe('the check-in page, signed out', () => {
  it('sends a member to sign in and back here, checked in', async () => {
    const net = installFakeFetch({
      'POST /api/login': { body: { token: makeToken({ sub: '1' }), mustChangePassword: false } },
      'GET /api/profile': { body: buildProfile() },
      [SCAN]: checkedIn(),
    });
    const { router } = renderApp(PAGE);
    expect(await screen.findByRole('heading', { name: 'Check in to the meeting' })).toBeVisible();
    expect(net.callsTo(SCAN)).toHaveLength(0);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: "I'm a member: sign in" }));
    await user.type(await screen.findByLabelText('Email'), 'maya@example.com');
    await user.type(screen.getByLabelText('Password'), 'Strong-Pass-42');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'You are checked in: present at 7:58 AM' })).toBeVisible();
    expect(router.state.location.pathname).toBe(PAGE);
  });

  it('signs a visitor in with the shared rules, and shows a refusal above the button', async () => {
    const net = installFakeFetch({
      [VISITOR]: (req) =>
        (req.body as { name: string }).name === 'Late Lou'
          ? refusal(409, 'expired', 'This code has expired: scan the one on the screen now')
          : {
              status: 201,
              body: {
                meetingTitle: 'Harbour Chapter weekly meeting',
                startsAt: '2026-03-02T08:00:00.000Z',
                timezone: 'UTC',
                name: 'Vera Visitor',
              },
            },
    });
    renderApp(PAGE);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: "I'm a visitor" }));
    await user.type(screen.getByLabelText(/^E-mail/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign me in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(net.callsTo(VISITOR)).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^E-mail/));
    await user.type(screen.getByLabelText(/^Name/), 'Late Lou');
    await user.click(screen.getByRole('button', { name: 'Sign me in' }));
    expect(await screen.findByText('This code has expired: scan the one on the screen now')).toBeVisible();

    await user.clear(screen.getByLabelText(/^Name/));
    await user.type(screen.getByLabelText(/^Name/), 'Vera Visitor');
    await user.type(screen.getByLabelText(/^Company/), 'Vera Views');
    await user.click(screen.getByRole('button', { name: 'Sign me in' }));
    expect(
      await screen.findByRole('heading', {
        name: 'Welcome, Vera Visitor: you are signed in to Harbour Chapter weekly meeting.',
      }),
    ).toBeVisible();
    expect(net.callsTo(VISITOR).at(-1)?.body).toEqual({
      name: 'Vera Visitor',
      company: 'Vera Views',
      classification: null,
      phone: null,
    });
  });
});
