import type { Substitution } from '@chapter/shared/meetings.schemas';
import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { findToast } from '../../../test/toasts.ts';

configure({ asyncUtilTimeout: 4000 });

const vp = buildProfile({
  name: 'Victor Alvarez',
  role: 'Vice President',
  permissions: [...DEFAULT_ROLE_PERMISSIONS['Vice President']],
});
const pending: Substitution = {
  id: 4,
  meetingId: 7,
  meetingTitle: 'Riverside Chapter weekly meeting',
  meetingStartsAt: '2026-03-12T11:00:00.000Z',
  memberId: 9,
  memberName: 'Maya Thompson',
  substituteUserId: null,
  substituteName: 'Sally Stand-in',
  substituteEmail: 'sally@example.test',
  content: 'Away at a trade fair',
  status: 'pending',
  createdAt: '2026-03-02T10:00:00.000Z',
};

describe('approvals: substitutes tab', () => {
  it('lists pending substitutions with a count and approves one', async () => {
    signInAs(vp);
    let decided = false;
    const net = installFakeFetch({
      'GET /api/profile': { body: vp },
      'GET /api/approvals/counts': () => ({ body: { members: 0, substitutes: decided ? 0 : 1 } }),
      'GET /api/approvals/members': { body: { items: [], nextCursor: null } },
      'GET /api/approvals/substitutes': () => ({ body: { items: decided ? [] : [pending], nextCursor: null } }),
      'POST /api/approvals/substitutes/:id/approve': () => {
        decided = true;
        return { body: { message: 'Sally Stand-in approved as substitute for Maya Thompson' } };
      },
    });
    renderApp('/admin/approvals');
    const tab = await screen.findByRole('tab', { name: /Substitutes/ }, { timeout: 5000 });
    expect(tab).toHaveTextContent('1');
    await userEvent.click(tab);
    expect(await screen.findByText('“Away at a trade fair”')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await findToast('Sally Stand-in approved as substitute for Maya Thompson')).toBeInTheDocument();
    expect(net.callsTo('POST /api/approvals/substitutes/:id/approve')).toHaveLength(1);
    expect(await screen.findByText('No substitutes waiting')).toBeInTheDocument();
  }, 15_000);
});
