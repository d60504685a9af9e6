import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { Member } from '../../test/realtime-kit.ts';
import type { TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';

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

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/**
 * A complete, decodable black PNG of the given size in a file of a few kilobytes (1-bit greyscale, every row
 * zero): what a "decompression bomb" looks like. Reading it means decoding width × height pixels.
 */
export function blankPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 and zero pixels on each row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
export const VCARD = Buffer.from(
  'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Ann Example\r\nTEL:+44 20 7946 0000\r\nEND:VCARD\r\n',
);

let seq = 0;

/** Attachment calls as one member, through the typed test client (test/test-client.ts). */
export function attachmentApi(t: Pick<TestApp, 'app'>) {
  const upload = (m: Member, body: Buffer, name = 'file', type = 'application/octet-stream') =>
    testClient(t.app, m).call('POST /api/attachments', { query: { name }, body, headers: { 'content-type': type } });
  return {
    upload,
    /** Uploads and returns the descriptor (fails the test on anything but 201). */
    async stored(m: Member, body: Buffer, name = 'file') {
      const res = await upload(m, body, name);
      if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.text}`);
      return res.body;
    },
    /** A file or thumbnail at the URL the server gave (the link is what is tested). */
    get: (m: Member | undefined, url: string) =>
      t.app.inject({ method: 'GET', url, headers: m ? { authorization: `Bearer ${m.token}` } : {} }),
    sendInbox: (m: Member, recipientId: number, attachmentIds: string[], content = '') =>
      testClient(t.app, m).call('POST /api/inbox/messages', {
        body: { recipientId, content, attachmentIds, clientMessageId: `a-${++seq}` },
      }),
    sendChannel: (m: Member, attachmentIds: string[], content = '') =>
      testClient(t.app, m).call('POST /api/chapter/messages', {
        body: { content, attachmentIds, clientMessageId: `a-${++seq}` },
      }),
  };
}
