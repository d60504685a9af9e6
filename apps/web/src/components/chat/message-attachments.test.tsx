import type { AttachmentDescriptor } from '@chapter/shared/attachments.schemas';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../../app/providers.tsx';
import { buildProfile, signInAs } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { MessageAttachments } from './message-attachments.tsx';

const PHOTO_ID = 'PPPPPPPPPPPPPPPPPPPPPP';
const photo: AttachmentDescriptor = {
  id: PHOTO_ID,
  kind: 'photo',
  name: 'Breakfast table.jpg',
  size: 210_000,
  mime: 'image/jpeg',
  width: 1200,
  height: 1600,
  url: `/api/attachments/${PHOTO_ID}`,
  thumbnailUrl: `/api/attachments/${PHOTO_ID}/thumbnail`,
};
const card: AttachmentDescriptor = {
  id: 'VVVVVVVVVVVVVVVVVVVVVV',
  kind: 'vcard',
  name: 'Ann Smith.vcf',
  size: 220,
  mime: 'text/vcard',
  width: null,
  height: null,
  url: '/api/attachments/VVVVVVVVVVVVVVVVVVVVVV',
  thumbnailUrl: null,
};

beforeEach(() => {
  let n = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => `blob:attachment-${++n}`), revokeObjectURL: vi.fn() }),
  );
});

describe('attachments in a message', () => {
  it('a photo shows as a thumbnail that keeps its room, and opens full size with a way back', async () => {
    const user = userEvent.setup();
    signInAs(buildProfile());
    const net = installFakeFetch({
      'GET /api/attachments/:id/thumbnail': { body: 'thumb', headers: { 'Content-Type': 'image/jpeg' } },
      'GET /api/attachments/:id': { body: 'full', headers: { 'Content-Type': 'image/jpeg' } },
    });
    render(
      <AppProviders>
        <MessageAttachments attachments={[photo]} />
      </AppProviders>,
    );
    const open = screen.getByRole('button', { name: 'Open photo Breakfast table.jpg' });
    // 1200×1600 fits the thread's 240 px box as 180×240, before the image arrives.
    expect(open).toHaveStyle({ width: '180px', aspectRatio: '180 / 240' });
    const thumb = await within(open).findByRole('img', { name: 'Breakfast table.jpg' });
    expect(thumb).toHaveAttribute('width', '180');
    expect(thumb).toHaveAttribute('height', '240');
    expect(net.calls[0]?.path).toBe(`/api/attachments/${PHOTO_ID}/thumbnail`);
    expect(net.calls[0]?.headers.get('Authorization')).toMatch(/^Bearer /);

    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Breakfast table.jpg' });
    const full = await within(dialog).findByRole('img', { name: 'Breakfast table.jpg' });
    expect(full).toHaveAttribute('src', 'blob:attachment-2');
    expect(net.callsTo('GET /api/attachments/:id').at(-1)?.path).toBe(`/api/attachments/${PHOTO_ID}`);
    await user.click(within(dialog).getByRole('button', { name: 'Back to the conversation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a contact card shows as a file card that downloads under its name', async () => {
    const user = userEvent.setup();
    signInAs(buildProfile());
    const net = installFakeFetch({
      'GET /api/attachments/:id': { body: 'BEGIN:VCARD', headers: { 'Content-Type': 'text/vcard' } },
    });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    render(
      <AppProviders>
        <MessageAttachments attachments={[card]} />
      </AppProviders>,
    );
    const button = screen.getByRole('button', { name: 'Download Ann Smith.vcf' });
    expect(button).toHaveTextContent('Ann Smith.vcf');
    expect(button).toHaveTextContent('Contact card · 220 bytes');
    await user.click(button);
    await waitFor(() => expect(clicked).toEqual(['Ann Smith.vcf']));
    expect(net.calls[0]?.search).toBe('?download=1');
  });

  it('a photo no longer available says so instead of a broken image', async () => {
    signInAs(buildProfile());
    installFakeFetch({});
    render(
      <AppProviders>
        <MessageAttachments attachments={[photo]} />
      </AppProviders>,
    );
    expect(await screen.findByText('Photo unavailable')).toBeInTheDocument();
  });
});
