import { useQuery } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../../app/providers.tsx';
import { RELOADED_KEY } from '../../lib/new-build.ts';
import { queryClient } from '../../lib/query-client.ts';
import { buildProfile, signInAs } from '../../test/builders.ts';
import { installFakeFetch, type Reply } from '../../test/fake-fetch.ts';
import { findToast } from '../../test/toasts.ts';
import { RouteError } from './route-error.tsx';

let broken = true;

/** A screen that cannot render an answer without a title. */
function Meeting() {
  const { data } = useQuery({
    queryKey: ['meetings', 'detail', 12],
    queryFn: async () => (await fetch('/api/meetings/12')).json() as Promise<{ title: string | null }>,
  });
  if (!data) return <p>Loading</p>;
  if (data.title === null) throw new Error('The meeting has no title');
  return <h1>{data.title}</h1>;
}
function Flaky() {
  if (broken) throw new Error('Cannot read properties of undefined (reading "name")');
  return <h1>Calendar</h1>;
}

function renderBoundary(
  routes: RouteObject[] = [{ path: '/calendar', element: <Flaky />, errorElement: <RouteError /> }],
) {
  const router = createMemoryRouter(routes, { initialEntries: ['/calendar'] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const reportRoute = (reply: Reply<'POST /api/email/error-report'>) =>
  installFakeFetch({ 'POST /api/email/error-report': reply });

beforeEach(() => {
  broken = true;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('error boundary', () => {
  it('shows the error text and the three ways out', async () => {
    renderBoundary();
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('We encountered an error while rendering this page')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report Issue' })).toBeInTheDocument();
  });

  it('Try Again renders the page again', async () => {
    renderBoundary();
    await screen.findByRole('heading', { name: 'Something went wrong' });
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Calendar' })).toBeInTheDocument();
  });

  it('Try Again fetches the screen data again instead of showing the same cached answer', async () => {
    // The first answer is one the screen cannot render; the server has since been fixed.
    const answers = [{ title: null }, { title: 'Chapter meeting' }];
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        fetched.push(String(input));
        return Response.json(answers[Math.min(fetched.length - 1, answers.length - 1)]);
      }),
    );
    renderBoundary([{ path: '/calendar', element: <Meeting />, errorElement: <RouteError /> }]);
    await screen.findByRole('heading', { name: 'Something went wrong' });
    expect(fetched).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Chapter meeting' })).toBeInTheDocument();
    expect(fetched).toHaveLength(2);
  });

  it('asks a signed-out user for an optional name and e-mail, and sends the report', async () => {
    const net = reportRoute({ status: 201, body: { reportId: 'ER-1A2B3C' } });
    renderBoundary();
    await userEvent.click(await screen.findByRole('button', { name: 'Report Issue' }));
    const form = screen.getByRole('form', { name: 'Report Issue' });
    await userEvent.type(within(form).getByLabelText(/What were you doing/), 'Opening the calendar');
    await userEvent.type(within(form).getByLabelText('Name (optional)'), 'Grace Liu');
    await userEvent.type(within(form).getByLabelText('Email (optional)'), 'grace@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Send Report' }));

    expect(await findToast('Error Report Sent')).toHaveTextContent('Reference: ER-1A2B3C');
    const [call] = net.callsTo('POST /api/email/error-report');
    expect(call?.headers.get('Authorization')).toBeNull();
    expect(call?.body).toMatchObject({
      user: { id: null, name: 'Grace Liu', email: 'grace@example.com' },
      userMessage: 'Opening the calendar',
      errorDetails: { message: 'Cannot read properties of undefined (reading "name")', url: 'http://localhost:3000/' },
    });
    // Back to the error screen, with the reference shown and no second report offered.
    expect(screen.getByText(/reference ER-1A2B3C/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report Issue' })).not.toBeInTheDocument();
  });

  it('asks a signed-in user no name or e-mail and sends the report with their session', async () => {
    const profile = buildProfile();
    const token = signInAs(profile);
    queryClient.setQueryData(['session', profile.id], profile);
    const net = reportRoute({ status: 201, body: { reportId: 'ER-99' } });
    renderBoundary();
    await userEvent.click(await screen.findByRole('button', { name: 'Report Issue' }));
    const form = screen.getByRole('form', { name: 'Report Issue' });
    expect(within(form).queryByLabelText(/Name/)).not.toBeInTheDocument();
    expect(within(form).queryByLabelText(/Email/)).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Send Report' }));
    expect(await findToast('Error Report Sent')).toHaveTextContent('Reference: ER-99');
    const [call] = net.callsTo('POST /api/email/error-report');
    expect(call?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(call?.body).toMatchObject({
      user: { id: profile.id, email: profile.email, name: profile.name },
      group: { id: 1, name: 'Riverside Chapter', status: 'active' },
      role: 'Member',
    });
  });

  it('keeps the form and says so when the report cannot be sent', async () => {
    reportRoute({ status: 429, body: { code: 'RATE_LIMIT', message: 'Too many reports.' } });
    renderBoundary();
    await userEvent.click(await screen.findByRole('button', { name: 'Report Issue' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send Report' }));
    expect(await findToast('Failed to Send Report')).toHaveTextContent('Please try again or contact support directly.');
    expect(screen.getByRole('button', { name: 'Send Report' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Report Issue' })).toBeInTheDocument();
  });

  it('shows the error screen for a screen whose file still fails after the reload onto the new build', async () => {
    // lib/new-build.ts reloads once; this tab reloaded a moment ago, so the failure is real.
    sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
    renderBoundary([
      {
        path: '/calendar',
        lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/calendar.js')),
        errorElement: <RouteError />,
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  });
});
