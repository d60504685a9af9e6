import exifReader from 'exif-reader';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGroup } from '../../test/factories.ts';
import { groupMembers, type Member } from '../../test/realtime-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { person } from '../chapter-channel/chapter-channel-test-kit.ts';
import { attachmentApi, blankPng, PDF, phonePhoto, VCARD } from './attachment-test-kit.ts';

describe('attachments', () => {
  let t: TestApp;
  let ann: Member;
  let bob: Member;
  let cat: Member;
  let api: ReturnType<typeof attachmentApi>;
  beforeEach(async () => {
    t = await createTestApp({ limits: { messagesPerMinute: 1_000 } });
    [ann, bob, cat] = (await groupMembers(t, 3)) as [Member, Member, Member];
    api = attachmentApi(t);
  });
  afterEach(() => t.close());

  it('a photo sent in a conversation reaches the other participant, and no one else of the chapter', async () => {
    const photo = await api.stored(ann, await phonePhoto(), 'IMG_0001.HEIC.jpg');
    // Before it is sent, only the uploader sees it.
    expect((await api.get(ann, photo.url)).statusCode).toBe(200);
    expect((await api.get(bob, photo.url)).statusCode).toBe(404);

    const sent = await api.sendInbox(ann, bob.id, [photo.id]);
    expect(sent.statusCode).toBe(201);
    const message = sent.body;
    expect(message.content).toBe('');
    expect(message.attachments).toEqual([
      {
        id: photo.id,
        kind: 'photo',
        name: 'IMG_0001.HEIC.jpg',
        size: expect.any(Number),
        mime: 'image/jpeg',
        // Turned upright from its orientation tag: 300×200 taken sideways is 200×300.
        width: 200,
        height: 300,
        url: `/api/attachments/${photo.id}`,
        thumbnailUrl: `/api/attachments/${photo.id}/thumbnail`,
      },
    ]);

    const file = await api.get(bob, photo.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('private, no-cache');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe(
      `inline; filename="IMG_0001.HEIC.jpg"; filename*=UTF-8''IMG_0001.HEIC.jpg`,
    );
    const thumb = await api.get(bob, photo.thumbnailUrl as string);
    expect(thumb.statusCode).toBe(200);
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(thumbMeta.width ?? 0, thumbMeta.height ?? 0)).toBeLessThanOrEqual(320);

    // The conversation page carries it too.
    const page = await testClient(t.app, bob).ok('GET /api/inbox/conversations/:id', {
      params: { id: message.conversationId },
    });
    expect(page.messages[0]?.attachments[0]?.id).toBe(photo.id);

    // Cat is in the same chapter but not in the conversation; a signed-out caller knows nothing either.
    for (const url of [photo.url, photo.thumbnailUrl as string]) {
      expect((await api.get(cat, url)).statusCode).toBe(404);
      expect((await api.get(undefined, url)).statusCode).toBe(404);
    }
  });

  it('strips EXIF and GPS from photos, keeping only decoded pixels', async () => {
    const original = await phonePhoto();
    const uploaded = exifReader((await sharp(original).metadata()).exif as Buffer);
    expect(uploaded.GPSInfo).toMatchObject({ GPSLatitudeRef: 'N', GPSLatitude: [51, 30, 26.36] });
    expect(uploaded.Image?.Make).toBe('PhoneMaker');
    const photo = await api.stored(ann, original, 'holiday.jpg');
    for (const url of [photo.url, photo.thumbnailUrl as string]) {
      const served = (await api.get(ann, url)).rawPayload;
      const meta = await sharp(served).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(served.includes(Buffer.from('Exif'))).toBe(false);
      expect(served.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
  });

  it('shrinks large photos to 1600 px on the longest side', async () => {
    const big = await sharp({ create: { width: 3200, height: 1800, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const photo = await api.stored(ann, big, 'wide.png');
    expect([photo.width, photo.height]).toEqual([1600, 900]);
    const meta = await sharp((await api.get(ann, photo.url)).rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 900]);
  });

  it('accepts PDFs and vCards by their content, and refuses anything else', async () => {
    const pdf = await api.upload(ann, PDF, 'Agenda.pdf', 'application/pdf');
    expect(pdf.statusCode).toBe(201);
    expect(pdf.body).toMatchObject({ kind: 'pdf', name: 'Agenda.pdf', mime: 'application/pdf', thumbnailUrl: null });
    const card = await api.upload(ann, VCARD, '', 'text/vcard');
    expect(card.body).toMatchObject({ kind: 'vcard', name: 'Ann Example.vcf', mime: 'text/vcard' });
    const served = await api.get(ann, card.body.url);
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="Ann Example.vcf"/);
    expect(served.body).toBe(VCARD.toString());

    // A script named like a PDF, an HTML page, an empty body: refused whatever they claim to be.
    for (const [body, type] of [
      [Buffer.from('<script>alert(1)</script>'), 'application/pdf'],
      [Buffer.from('<html><body>hi</body></html>'), 'text/html'],
      [Buffer.from('MZ\x90\x00binary'), 'image/jpeg'],
    ] as const) {
      const res = await api.upload(ann, body, 'x.pdf', type);
      expect(res.statusCode).toBe(400);
      expect(res.error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Attach a photo (JPEG, PNG or WebP), a PDF or a contact card (.vcf)',
      });
    }
    // A name with folders and markup keeps only a safe base name with the real extension.
    const odd = await api.upload(ann, PDF, '..\\..\\etc\\"pass<wd>\u0007".exe', 'application/pdf');
    expect(odd.body.name).toBe('passwd.pdf');
  });

  it('refuses a small PNG that declares 64 megapixels before decoding it', async () => {
    // The review's file: a few hundred kilobytes at most, 8000 × 8000 pixels, about 2 s of CPU to decode.
    const bomb = blankPng(8000, 8000);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const started = performance.now();
    const res = await api.upload(ann, bomb, 'poster.png', 'image/png');
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(400);
    expect(res.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'This PNG has too many pixels: at most 24 megapixels (6000 × 4000). Save it smaller and try again.',
    });
    // A PNG at the cap (a 6K screenshot's size) is still read, which means decoding it.
    const readStarted = performance.now();
    const screenshot = await api.upload(ann, blankPng(6000, 4000), 'screen.png', 'image/png');
    const readMs = performance.now() - readStarted;
    expect(screenshot.statusCode, screenshot.text).toBe(201);
    // Refused from its header, before any decoding: a fraction of reading a smaller one, measured in the same run.
    expect(ms / readMs).toBeLessThan(0.25);
    expect(screenshot.body).toMatchObject({ width: 1600, height: 1067 });
  });

  it('refuses files over 10 MB with a clear message', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await api.upload(ann, big, 'huge.pdf', 'application/pdf');
    expect(res.statusCode).toBe(413);
    expect(res.error).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Files can be at most 10 MB' });
    const heic = await api.upload(ann, Buffer.from('....ftypheic'), 'IMG_1.HEIC', 'image/heic');
    expect(heic.statusCode).toBe(400);
    expect(heic.error.message).toBe('Attach a photo (JPEG, PNG or WebP), a PDF or a contact card (.vcf)');
    const anonymous = await testClient(t.app).raw('POST /api/attachments', { payload: PDF });
    expect(anonymous.statusCode).toBe(401);
  });

  it('links only the sender’s own unsent uploads, in the same transaction as the message', async () => {
    const bobs = await api.stored(bob, PDF, 'bob.pdf');
    const stolen = await api.sendInbox(ann, cat.id, [bobs.id], 'look');
    expect(stolen.statusCode).toBe(400);
    expect(stolen.error.details?.[0]?.field).toBe('attachmentIds');
    // Nothing was stored: the conversation has no message.
    expect((await testClient(t.app, ann).ok('GET /api/inbox')).messages).toEqual([]);

    const mine = await api.stored(ann, PDF, 'mine.pdf');
    expect((await api.sendInbox(ann, bob.id, [mine.id], 'first')).statusCode).toBe(201);
    // Already sent: it cannot go out again with another message.
    expect((await api.sendInbox(ann, cat.id, [mine.id], 'again')).statusCode).toBe(400);
    // Text or an attachment, but not neither; at most four.
    const empty = await api.sendInbox(ann, bob.id, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.error.details?.[0]).toEqual({ field: 'content', message: 'Message cannot be empty' });
    const five = Array.from({ length: 5 }, () => mine.id);
    expect((await api.sendInbox(ann, bob.id, five, 'x')).statusCode).toBe(400);
  });

  it('a deleted message takes its attachments with it', async () => {
    const pdf = await api.stored(ann, PDF, 'minutes.pdf');
    const sent = (await api.sendInbox(ann, bob.id, [pdf.id], 'minutes')).body;
    expect((await api.get(bob, pdf.url)).statusCode).toBe(200);
    const del = await testClient(t.app, ann).call('DELETE /api/inbox/messages/:id', { params: { id: sent.id } });
    expect(del.statusCode).toBe(204);
    expect((await api.get(bob, pdf.url)).statusCode).toBe(404);
    expect((await api.get(ann, pdf.url)).statusCode).toBe(404);
  });

  it('the chapter channel: every reader of the group sees it, another chapter does not', async () => {
    const other = await buildGroup(t.ctx, { name: 'Elsewhere' });
    const stranger = await person(t, other.id, 'Sam Stranger');
    const photo = await api.stored(ann, await phonePhoto(), 'team.jpg');
    const sent = await api.sendChannel(ann, [photo.id], 'Our table this morning');
    expect(sent.statusCode).toBe(201);
    expect(sent.body.attachments[0]).toMatchObject({ id: photo.id, kind: 'photo', width: 200, height: 300 });
    const page = await testClient(t.app, cat).ok('GET /api/chapter/messages');
    expect(page.messages.at(-1)?.attachments[0]?.id).toBe(photo.id);
    expect((await api.get(cat, photo.url)).statusCode).toBe(200);
    expect((await api.get(bob, photo.thumbnailUrl as string)).statusCode).toBe(200);
    expect((await api.get(stranger, photo.url)).statusCode).toBe(404);
    expect((await api.get(stranger, photo.thumbnailUrl as string)).statusCode).toBe(404);

    const del = await testClient(t.app, ann).call('DELETE /api/chapter/messages/:id', { params: { id: sent.body.id } });
    expect(del.statusCode).toBe(204);
    expect((await api.get(cat, photo.url)).statusCode).toBe(404);
  });

  it('removes uploads left unsent for a day, and the files of deleted messages', async () => {
    const kept = await api.stored(ann, PDF, 'kept.pdf');
    await api.sendInbox(ann, bob.id, [kept.id], 'kept');
    const unsent = await api.stored(ann, PDF, 'draft.pdf');
    const gone = await api.stored(ann, PDF, 'gone.pdf');
    const goneMessage = (await api.sendInbox(ann, bob.id, [gone.id], 'gone')).body;
    await testClient(t.app, ann).call('DELETE /api/inbox/messages/:id', { params: { id: goneMessage.id } });

    t.clock.advance(23 * 60 * 60_000);
    const count = async () =>
      Number(
        (
          await t.ctx.db
            .selectFrom('attachment_files')
            .select((e) => e.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const rows = async () =>
      (await t.ctx.db.selectFrom('attachments').select('id').orderBy('id').execute()).map((r) => r.id);
    const { AttachmentsService } = await import('./attachments.service.ts');
    const { DatabaseStorage } = await import('./attachment-storage.ts');
    const service = new AttachmentsService(t.ctx, new DatabaseStorage(t.ctx.db));
    expect(await service.cleanUp()).toBe(1);
    expect(await rows()).toEqual([kept.id, unsent.id].sort());
    expect((await api.get(ann, unsent.url)).statusCode).toBe(200);

    t.clock.advance(2 * 60 * 60_000);
    expect(await service.cleanUp()).toBe(1);
    expect(await rows()).toEqual([kept.id]);
    expect(await count()).toBe(1);
    expect((await api.get(ann, unsent.url)).statusCode).toBe(404);
    expect((await api.get(bob, kept.url)).statusCode).toBe(200);
  });
});
