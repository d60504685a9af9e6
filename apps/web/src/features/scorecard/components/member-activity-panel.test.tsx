import type { MemberDetail } from '@chapter/shared/members.schemas';
import { configure, screen, within } from '@testing-library/react';
import { buildProfile, buildRosterMember, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

configure({ asyncUtilTimeout: 4000 });

const me = buildProfile();
const member: MemberDetail = {
  ...buildRosterMember(9, 'Beatrice Kim', { companyName: 'Kim & Co', classification: 'Accountant' }),
  website: null,
  bio: null,
  joinedAt: '2025-01-01T00:00:00.000Z',
  renewalDue: null,
  manageable: false,
};

describe('profile activity', () => {
  it('shows another member’s six-month summary and published testimonials, without amounts or light', async () => {
    signInAs(me);
    installFakeFetch({
      'GET /api/profile': { body: me },
      'GET /api/members/:id': { body: member },
      'GET /api/scorecard/members/:id': {
        body: {
          userId: 9,
          since: '2025-09-01T04:00:00.000Z',
          until: '2026-03-01T05:00:00.000Z',
          sixMonths: {
            referralsGiven: 12,
            referralsReceived: 4,
            oneToOnes: 6,
            visitors: 1,
            trainingCredits: 2,
            testimonialsGiven: 3,
            tyfcbAmount: null,
            currency: 'USD',
            attendance: null,
          },
          trafficLight: null,
          testimonials: [
            {
              id: 5,
              author: { id: 7, name: 'Maya Thompson' },
              text: 'Beatrice sorted our books in a week.',
              createdAt: '2026-02-01T10:00:00.000Z',
            },
          ],
        },
      },
    });
    renderApp('/profile/9');
    const summary = await screen.findByRole('region', { name: 'Activity, Sep to Feb' }, { timeout: 5000 });
    expect(within(summary).getByText('Referrals given').nextSibling).toHaveTextContent('12');
    expect(within(summary).queryByText('Thanks for closed business')).toBeNull();
    expect(screen.queryByRole('region', { name: /traffic light/i })).toBeNull();
    const testimonials = screen.getByRole('region', { name: 'Testimonials' });
    expect(within(testimonials).getByText('Beatrice sorted our books in a week.')).toBeInTheDocument();
    expect(within(testimonials).getByText(/Maya Thompson/)).toBeInTheDocument();
  }, 15_000);
});
