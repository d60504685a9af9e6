import type { AttachmentDescriptor } from '@chapter/shared/attachments.schemas';
import type { MemberDetail } from '@chapter/shared/members.schemas';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { buildChannelMessage, buildChannelPage, buildSummary } from '../../../test/chapter-builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const henry: MemberDetail = {
  id: 12,
  name: 'Henry Walsh',
  companyName: 'Walsh Plumbing',
  classification: 'Plumber',
  role: 'Member',
  isLeadership: false,
  status: 'active',
  profileImageUrl: null,
  phone: '+1 555 0117',
  email: 'henry@demo.test',
  groupId: 1,
  groupName: 'Riverside Chapter',
  website: 'walsh.example',
  bio: null,
  joinedAt: '2025-03-01T00:00:00.000Z',
  renewalDue: null,
  manageable: false,
};
const card: AttachmentDescriptor = {
  id: 'CCCCCCCCCCCCCCCCCCCCCC',
  kind: 'vcard',
  name: 'Henry Walsh.vcf',
  size: 214,
  mime: 'text/vcard',
  width: null,
  height: null,
  url: '/api/attachments/CCCCCCCCCCCCCCCCCCCCCC',
  thumbnailUrl: null,
};

describe('share business card', () => {
  it('makes the card from the profile and opens the chapter channel with it attached, ready to send', async () => {
    const user = userEvent.setup();
    const me = buildProfile();
    signInAs(me);
    const net = installFakeFetch({
      'GET /api/profile': { body: me },
      'GET /api/members/:id': { body: henry },
      'POST /api/attachments/business-card': { status: 201, body: card },
      'GET /api/chapter': { body: buildSummary() },
      'GET /api/chapter/messages': { body: buildChannelPage([]) },
      'GET /api/chapter/members': { body: { members: [] } },
      'POST /api/chapter/read': { body: { groupId: 1, lastReadId: 0, unreadCount: 0, mentionCount: 0 } },
      'POST /api/chapter/messages': (req) => ({
        status: 201,
        body: buildChannelMessage({
          senderId: me.id,
          content: (req.body as { content: string }).content,
          clientMessageId: (req.body as { clientMessageId: string }).clientMessageId,
          attachments: [card],
        }),
      }),
    });
    const { router } = renderApp('/profile/12');
    await user.click(await screen.findByRole('button', { name: 'Share business card' }, { timeout: 5000 }));
    expect(net.callsTo('POST /api/attachments/business-card')[0]?.body).toEqual({ userId: 12 });
    const dialog = await screen.findByRole('dialog', { name: "Share Henry Walsh's business card" });
    await user.click(within(dialog).getByRole('button', { name: 'The chapter channel' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox/chapter'));
    const attached = await screen.findByRole('list', { name: 'Attachments' });
    expect(attached).toHaveTextContent('Henry Walsh.vcf');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Great plumber, call him{Enter}');
    await waitFor(() => expect(net.callsTo('POST /api/chapter/messages')).toHaveLength(1));
    expect(net.callsTo('POST /api/chapter/messages')[0]?.body).toMatchObject({
      content: 'Great plumber, call him',
      attachmentIds: [card.id],
    });
  }, 20_000);
});
