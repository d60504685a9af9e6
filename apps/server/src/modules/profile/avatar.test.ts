import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type BuiltUser,
  bearer,
  buildAdmin,
  buildGroup,
  buildMember,
  type GroupRow,
  loginAs,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { blankPng } from '../attachments/attachment-test-kit.ts';

let t: TestApp;
let group: GroupRow;
let me: BuiltUser;
let token: string;
let photo: Buffer;

beforeAll(async () => {
  // A real 640×480 PNG with some detail, as a phone photo would be after export.
  photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .composite([
      {
        input: Buffer.from('<svg width="200" height="200"><circle cx="100" cy="100" r="90" fill="orange"/></svg>'),
        left: 220,
        top: 140,
      },
    ])
    .png()
    .toBuffer();
});
beforeEach(async () => {
  t = await createTestApp();
  group = await buildGroup(t.ctx);
  me = await buildMember(t.ctx, { groupId: group.id, name: 'Mia Member' });
  token = await loginAs(t.app, me.email);
});
afterEach(() => t.close());

const upload = (body: Buffer, contentType = 'image/png', auth = token, userId?: number) =>
  testClient(t.app, auth).call('PUT /api/profile/avatar', {
    query: { userId },
    body,
    headers: { 'content-type': contentType },
  });
const image = (url: string, auth = token) => t.app.inject({ method: 'GET', url, headers: bearer(auth) });

/** A PNG chunk with its length and CRC, to build files by hand. */
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A valid PNG header declaring 100,000 × 100,000 pixels in a file of a few hundred bytes. */
function pixelBomb(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1000))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('avatar upload', () => {
  it('re-encodes to 96/256/512 JPEGs served with a bearer token and a changing ?v= key', async () => {
    const res = await upload(photo);
    expect(res.statusCode).toBe(200);
    const url = res.body.profileImageUrl as string;
    expect(url).toMatch(new RegExp(`^/api/avatars/${me.id}\\?v=[A-Za-z0-9_-]{16}$`));
    expect((await testClient(t.app, token).ok('GET /api/profile')).profileImageUrl).toBe(url);
    const [path, query] = url.split('?');
    for (const size of [96, 256, 512]) {
      const got = await image(`${path}_${size}.jpg?${query}`);
      expect(got.statusCode).toBe(200);
      expect(got.headers['content-type']).toBe('image/jpeg');
      expect(got.headers['cache-control']).toBe('private, no-cache');
      const meta = await sharp(got.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', size, size]);
    }
    // No suffix means 256.
    expect((await sharp((await image(url)).rawPayload).metadata()).width).toBe(256);
    // A client's own cache-buster (or any other key) is ignored, not refused.
    const busted = await image(`${path}_96.jpg?${query}&t=1732400000000`);
    expect(busted.statusCode).toBe(200);
    expect(busted.headers['content-type']).toBe('image/jpeg');
    expect((await image(`${path}_96.jpg?t=1`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `${path}_256.jpg` })).statusCode).toBe(401);

    const second = (await upload(await sharp(photo).webp().toBuffer(), 'image/webp')).body.profileImageUrl;
    expect(second).not.toBe(url);
    // The old key's files are gone; only one set of images is kept.
    expect(await t.ctx.db.selectFrom('avatar_images').select('size').execute()).toHaveLength(3);
  });

  it('is visible to the owner’s group and admins only', async () => {
    await upload(photo);
    const url = `/api/avatars/${me.id}_96.jpg`;
    const colleague = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id })).email);
    expect((await image(url, colleague)).statusCode).toBe(200);
    const stranger = await loginAs(t.app, (await buildMember(t.ctx, { groupId: (await buildGroup(t.ctx)).id })).email);
    expect((await image(url, stranger)).statusCode).toBe(404);
    expect((await image(url, await loginAs(t.app, (await buildAdmin(t.ctx)).email))).statusCode).toBe(200);
    expect((await image(`/api/avatars/${colleague.length}_128.jpg`)).statusCode).toBe(400);
  });

  it('refuses a fake PNG with HTML inside, an HTML file, and a type the bytes do not prove', async () => {
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    for (const [body, type] of [
      [Buffer.concat([PNG_SIGNATURE, html]), 'image/png'],
      [html, 'image/png'],
      [Buffer.from('GIF89a....'), 'image/png'],
      [Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html]), 'image/jpeg'],
    ] as const) {
      const res = await upload(body, type);
      expect(res.statusCode).toBe(400);
      expect(res.error.code).toBe('VALIDATION_ERROR');
    }
    expect((await upload(html, 'image/png')).error.message).toBe('Upload a JPEG, PNG or WebP image');
    expect((await upload(Buffer.concat([PNG_SIGNATURE, html]))).error.message).toBe('The image could not be read');
    expect((await upload(photo, 'text/html')).statusCode).toBe(415);
    expect(await t.ctx.db.selectFrom('avatar_images').selectAll().execute()).toEqual([]);
  });

  it('refuses an oversize file before decoding it', async () => {
    const big = Buffer.concat([photo, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a pixel bomb from its header', async () => {
    const bomb = pixelBomb();
    expect(bomb.length).toBeLessThan(2000);
    const res = await upload(bomb);
    expect(res.statusCode).toBe(400);
    expect(res.error.message).toMatch(/too many pixels/);
  });

  it('refuses a small PNG whose pixels would cost seconds to decode', async () => {
    const res = await upload(blankPng(6000, 6000));
    expect(res.statusCode).toBe(400);
    expect(res.error.message).toBe(
      'This PNG has too many pixels: at most 24 megapixels (6000 × 4000). Save it smaller and try again.',
    );
  });

  it('lets a manager set a junior member’s avatar and anyone remove their own', async () => {
    const vp = await loginAs(t.app, (await buildMember(t.ctx, { groupId: group.id, role: 'Vice President' })).email);
    expect((await upload(photo, 'image/png', vp, me.id)).statusCode).toBe(200);
    const colleague = await buildMember(t.ctx, { groupId: group.id });
    expect((await upload(photo, 'image/png', token, colleague.id)).statusCode).toBe(403);
    expect(await testClient(t.app, token).ok('DELETE /api/profile/avatar')).toEqual({ profileImageUrl: null });
    expect((await image(`/api/avatars/${me.id}_96.jpg`)).statusCode).toBe(404);
    expect(await t.ctx.db.selectFrom('avatar_images').selectAll().execute()).toEqual([]);
  });
});
