import sharp from 'sharp';
import { bearer } from '../../test/factories.ts';
import type { Member } from '../../test/realtime-kit.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A phone photo: 300×200 pixels with its orientation tag and GPS position in EXIF, as cameras write them. */
export function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2636/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 3957/100',
      },
    })
    .toBuffer();
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const VCARD = Buffer.from(
  'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann Example\r\nTEL:+44 20 7946 0000\r\nEND:VCARD\r\n',
);

let seq = 0;

/** Attachment calls as one member. */
export function attachmentApi(t: TestApp) {
  return {
    upload: (m: Member, body: Buffer, name = 'file', type = 'application/octet-stream') =>
      t.app.inject({
        method: 'POST',
        url: `/api/attachments?name=${encodeURIComponent(name)}`,
        headers: { ...bearer(m.token), 'content-type': type },
        payload: body,
      }),
    /** Uploads and returns the descriptor (fails the test on anything but 201). */
    async stored(m: Member, body: Buffer, name = 'file') {
      const res = await this.upload(m, body, name);
      if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
      return res.json() as { id: string; url: string; thumbnailUrl: string | null; width: number; height: number };
    },
    get: (m: Member | undefined, url: string) =>
      t.app.inject({ method: 'GET', url, headers: m ? bearer(m.token) : {} }),
    sendInbox: (m: Member, recipientId: number, attachmentIds: string[], content = '') =>
      t.app.inject({
        method: 'POST',
        url: '/api/inbox/messages',
        headers: bearer(m.token),
        payload: { recipientId, content, attachmentIds, clientMessageId: `a-${++seq}` },
      }),
    sendChannel: (m: Member, attachmentIds: string[], content = '') =>
      t.app.inject({
        method: 'POST',
        url: '/api/chapter/messages',
        headers: bearer(m.token),
        payload: { content, attachmentIds, clientMessageId: `a-${++seq}` },
      }),
  };
}
