import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMembers, type Member } from '../../test/realtime-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type AttachmentStorage, DatabaseStorage, DirectoryStorage } from './attachment-storage.ts';
import { attachmentApi, PDF, phonePhoto } from './attachment-test-kit.ts';
import { S3Storage } from './s3-storage.ts';

const BUCKET = 'chapter-attachments';

/** The contract every storage keeps: what is put comes back byte for byte, and removing twice is fine. */
async function roundTrip(storage: AttachmentStorage): Promise<void> {
  const key = randomBytes(16).toString('base64url');
  const data = randomBytes(200_000);
  const thumb = randomBytes(5_000);
  expect(await storage.get(key, 'original')).toBeUndefined();
  await storage.put(key, 'original', data, 'application/pdf');
  await storage.put(key, 'thumbnail', thumb, 'image/jpeg');
  expect((await storage.get(key, 'original'))?.equals(data)).toBe(true);
  expect((await storage.get(key, 'thumbnail'))?.equals(thumb)).toBe(true);
  await storage.remove(key);
  expect(await storage.get(key, 'original')).toBeUndefined();
  expect(await storage.get(key, 'thumbnail')).toBeUndefined();
  await storage.remove(key);
}

describe('attachment storage', () => {
  let s3: S3rver;
  let endpoint: string;
  let s3Dir: string;
  let dir: string;
  beforeAll(async () => {
    // A real S3-compatible server over HTTP, speaking the protocol the AWS SDK speaks to AWS.
    s3Dir = mkdtempSync(path.join(tmpdir(), 'chapter-s3-'));
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port } = await s3.run();
    endpoint = `http://127.0.0.1:${port}`;
    dir = mkdtempSync(path.join(tmpdir(), 'chapter-attachments-'));
  });
  afterAll(async () => {
    await s3.close();
    rmSync(s3Dir, { recursive: true, force: true });
    rmSync(dir, { recursive: true, force: true });
  });

  const s3Config = () =>
    ({
      storage: 's3',
      bucket: BUCKET,
      endpoint,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      prefix: 'attachments/',
    }) as const;

  it('a folder keeps files by key, written whole', async () => {
    await roundTrip(new DirectoryStorage(dir));
    const storage: AttachmentStorage = new DirectoryStorage(dir);
    await storage.put('abcdefghijklmnopqrstuv', 'original', Buffer.from('x'), 'text/vcard');
    expect(readdirSync(path.join(dir, 'ab'))).toEqual(['abcdefghijklmnopqrstuv.original']);
    await expect(storage.get('../../etc/passwd-xxxxxxxx', 'original')).rejects.toThrow('invalid attachment key');
  });

  it('an S3-compatible bucket keeps files by key under the prefix', async () => {
    await roundTrip(new S3Storage(s3Config()));
  });

  it('the database keeps files by key', async () => {
    const t = await createTestApp();
    try {
      await roundTrip(new DatabaseStorage(t.ctx.db));
    } finally {
      await t.close();
    }
  });

  for (const [label, config] of [
    ['S3', () => s3Config()],
    ['a folder', () => ({ storage: 'directory', dir }) as const],
  ] as const) {
    it(`sending and serving a photo works end to end with ${label} storage`, async () => {
      const t: TestApp = await createTestApp({ attachments: config() });
      try {
        const [ann, bob] = (await groupMembers(t, 2)) as [Member, Member];
        const api = attachmentApi(t);
        const photo = await api.stored(ann, await phonePhoto(), 'table.jpg');
        const pdf = await api.stored(ann, PDF, 'agenda.pdf');
        expect((await api.sendInbox(ann, bob.id, [photo.id, pdf.id], 'From this morning')).statusCode).toBe(201);
        const served = await api.get(bob, photo.url);
        expect(served.statusCode).toBe(200);
        expect((await sharp(served.rawPayload).metadata()).width).toBe(200);
        expect((await api.get(bob, pdf.url)).rawPayload.equals(PDF)).toBe(true);
        // Nothing of it went into the database's own file table.
        const inDb = await t.ctx.db.selectFrom('attachment_files').select('key').execute();
        expect(inDb).toEqual([]);
      } finally {
        await t.close();
      }
    });
  }
});
