import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '../../../../lib/query-client.ts';
import { buildProfile, signInAs } from '../../../../test/builders.ts';
import { installFakeFetch } from '../../../../test/fake-fetch.ts';
import { CheckInQr } from './check-in-qr.tsx';

const CODE = 'GET /api/meetings/:meetingId/check-in-code';
/** A code the server says is shown for one more second (the shortest wait the screen takes). */
const answer = (code: string) => ({
  body: {
    code,
    url: `https://chapter.test/check-in/${code}`,
    expiresAt: '2026-03-02T07:45:30.000Z',
    serverNow: '2026-03-02T07:45:29.000Z',
  },
});

function renderQr() {
  render(
    <QueryClientProvider client={queryClient}>
      <CheckInQr meetingId={3} />
    </QueryClientProvider>,
  );
}

describe('CheckInQr', () => {
  it('draws the code with its address under it, and the next one as the server turns its slice', async () => {
    signInAs(buildProfile({ permissions: ['record_attendance'] }));
    let calls = 0;
    const net = installFakeFetch({ [CODE]: () => answer(++calls === 1 ? '3-a-first0000000' : '3-b-second000000') });
    renderQr();
    const first = await screen.findByRole('img', {
      name: 'QR code to check in at https://chapter.test/check-in/3-a-first0000000',
    });
    expect(first.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByText('chapter.test/check-in/3-a-first0000000')).toBeVisible();
    expect(await screen.findByText('chapter.test/check-in/3-b-second000000', {}, { timeout: 3000 })).toBeVisible();
    expect(net.callsTo(CODE)[0]?.path).toBe('/api/meetings/3/check-in-code');
  });

  it('says why there is no code, and asks again', async () => {
    signInAs(buildProfile({ permissions: ['record_attendance'] }));
    let calls = 0;
    installFakeFetch({
      [CODE]: () =>
        ++calls === 1
          ? {
              status: 409,
              body: {
                code: 'CONFLICT',
                message: 'Check-in by code opens an hour before the meeting starts and closes at its planned end',
              },
            }
          : answer('3-c-third0000000'),
    });
    renderQr();
    expect(await screen.findByText('No check-in code')).toBeVisible();
    expect(
      screen.getByText('Check-in by code opens an hour before the meeting starts and closes at its planned end'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('chapter.test/check-in/3-c-third0000000')).toBeVisible();
  });
});
