import type { AttachmentDescriptor } from '@chapter/shared/attachments.schemas';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { installFakeUpload } from '../../test/fake-upload.ts';
import { buildConversation, buildMessage, LEO, ME } from '../../test/inbox-builders.ts';
import { renderApp } from '../../test/render-app.tsx';

const agenda: AttachmentDescriptor = {
  id: 'AAAAAAAAAAAAAAAAAAAAAA',
  kind: 'pdf',
  name: 'Agenda.pdf',
  size: 48_213,
  mime: 'application/pdf',
  width: null,
  height: null,
  url: '/api/attachments/AAAAAAAAAAAAAAAAAAAAAA',
  thumbnailUrl: null,
};

function open() {
  signInAs(buildProfile());
  const uploads = installFakeUpload();
  const net = installFakeFetch({
    'GET /api/profile': { body: buildProfile() },
    'GET /api/inbox/conversations/3': { body: buildConversation([buildMessage({ id: 21, content: 'Hello' })]) },
    'POST /api/inbox/conversations/3/read': { body: { conversationId: 3, messageIds: [], unreadCount: 0 } },
    'POST /api/inbox/messages': (req) => ({
      status: 201,
      body: buildMessage({
        id: 40,
        senderId: ME.id,
        senderName: ME.name,
        recipientId: LEO.id,
        recipientName: LEO.name,
        content: (req.body as { content: string }).content,
        clientMessageId: (req.body as { clientMessageId: string }).clientMessageId,
        attachments: [agenda],
      }),
    }),
  });
  renderApp('/inbox/conversation/3');
  return { uploads, net };
}

const box = () => screen.getByRole('textbox', { name: 'Message' });
const send = () => screen.getByRole('button', { name: 'Send' });
const choose = (user: ReturnType<typeof userEvent.setup>, file: File) =>
  user.upload(screen.getByTestId('attachment-input'), file);
const pdf = () => new File(['%PDF-1.4 agenda'], 'Agenda.pdf', { type: 'application/pdf' });

describe('attaching files in the composer', () => {
  beforeEach(() => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
  });

  it('uploads at once with visible progress, and sends the file with an optional caption', async () => {
    const user = userEvent.setup();
    const { uploads, net } = open();
    await screen.findByText('Hello');
    expect(screen.getByRole('button', { name: 'Attach a photo or file' })).toBeInTheDocument();
    await choose(user, pdf());
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.url).toBe('/api/attachments?name=Agenda.pdf');
    expect(uploads[0]?.headers.Authorization).toMatch(/^Bearer /);
    // While it uploads, its progress shows and nothing can be sent.
    act(() => uploads[0]?.progress(0.4));
    expect(await screen.findByText('40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading Agenda.pdf' })).toHaveAttribute('value', '40');
    expect(send()).toBeDisabled();

    act(() => uploads[0]?.answer(201, agenda));
    expect(await screen.findByText('47 KB')).toBeInTheDocument();
    // No caption needed: the file alone can be sent.
    expect(send()).toBeEnabled();
    await user.click(send());
    await waitFor(() => expect(net.callsTo('POST /api/inbox/messages')).toHaveLength(1));
    expect(net.callsTo('POST /api/inbox/messages')[0]?.body).toMatchObject({
      conversationId: 3,
      content: '',
      attachmentIds: [agenda.id],
    });
    // The composer is empty again, and the thread shows the file as a card.
    expect(screen.queryByRole('list', { name: 'Attachments' })).not.toBeInTheDocument();
    const messages = screen.getByRole('list', { name: 'Messages' });
    expect(await within(messages).findByRole('button', { name: 'Download Agenda.pdf' })).toHaveTextContent(
      'PDF · 47 KB',
    );
  });

  it('a failed upload says why and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { uploads } = open();
    await screen.findByText('Hello');
    await user.type(box(), 'Minutes from Tuesday');
    await choose(user, pdf());
    act(() => uploads[0]?.answer(413, { code: 'PAYLOAD_TOO_LARGE', message: 'Files can be at most 10 MB' }));
    expect(await screen.findByText('Files can be at most 10 MB')).toBeInTheDocument();
    expect(screen.getByText('A file was not uploaded. Remove it to send, then attach it again.')).toBeInTheDocument();
    expect(box()).toHaveValue('Minutes from Tuesday');
    expect(send()).toBeDisabled();

    // A lost connection is said plainly too.
    await user.click(screen.getByRole('button', { name: 'Remove Agenda.pdf' }));
    await choose(user, pdf());
    act(() => uploads[1]?.dropConnection());
    expect(await screen.findByText('Not uploaded: no connection')).toBeInTheDocument();
    expect(box()).toHaveValue('Minutes from Tuesday');
  });

  it('refuses the wrong type or a file too large before uploading, keeping the text', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { uploads } = open();
    await screen.findByText('Hello');
    await user.type(box(), 'See attached');
    await choose(user, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'setup.exe cannot be attached. Attach a photo (JPEG, PNG or WebP), a PDF or a contact card (.vcf).',
    );
    const huge = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 12 * 1024 * 1024 });
    await choose(user, huge);
    expect(await screen.findByRole('alert')).toHaveTextContent('scan.pdf is 12 MB; files can be at most 10 MB.');
    expect(uploads).toHaveLength(0);
    expect(box()).toHaveValue('See attached');
  });

  it('a file can be removed before sending: an upload in flight is cancelled, and only the text goes', async () => {
    const user = userEvent.setup();
    const { uploads, net } = open();
    await screen.findByText('Hello');
    await user.type(box(), 'Just the text');
    await choose(user, pdf());
    act(() => uploads[0]?.progress(0.2));
    await user.click(screen.getByRole('button', { name: 'Remove Agenda.pdf' }));
    expect(uploads[0]?.aborted).toBe(true);
    expect(screen.queryByRole('list', { name: 'Attachments' })).not.toBeInTheDocument();
    await user.click(send());
    await waitFor(() => expect(net.callsTo('POST /api/inbox/messages')).toHaveLength(1));
    expect(net.callsTo('POST /api/inbox/messages')[0]?.body).toMatchObject({
      content: 'Just the text',
      attachmentIds: [],
    });
  });
});
