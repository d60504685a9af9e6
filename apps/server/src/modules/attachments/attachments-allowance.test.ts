import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMembers, type Member } from '../../test/realtime-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { attachmentApi, PDF } from './attachment-test-kit.ts';

/** One member's daily upload allowance (docs/attachments.md "Kinds and limits"), lowered to three small PDFs. */
describe('the daily upload allowance', () => {
  let t: TestApp;
  let ann: Member;
  let bob: Member;
  let api: ReturnType<typeof attachmentApi>;
  beforeAll(async () => {
    t = await createTestApp({ limits: { attachmentBytesPerDay: PDF.length * 3 } });
    [ann, bob] = (await groupMembers(t, 2)) as [Member, Member];
    api = attachmentApi(t);
  });
  afterAll(() => t.close());

  it('refuses an upload past what a member may upload in 24 hours, for that member only, until the day has passed', async () => {
    for (let i = 0; i < 3; i++)
      expect((await api.upload(ann, PDF, `Agenda ${i}.pdf`, 'application/pdf')).statusCode).toBe(201);
    const refused = await api.upload(ann, PDF, 'Agenda 4.pdf', 'application/pdf');
    expect(refused.statusCode).toBe(429);
    expect(refused.error).toMatchObject({
      code: 'DAILY_CAP_REACHED',
      message: 'You can upload 135 bytes of files a day and 0 bytes is left. Try a smaller file, or again tomorrow.',
    });
    // Another member's allowance is their own.
    expect((await api.upload(bob, PDF, 'Minutes.pdf', 'application/pdf')).statusCode).toBe(201);
    // A day after the first uploads, the allowance is back.
    t.clock.advance(24 * 60 * 60_000 + 1_000);
    expect((await api.upload(ann, PDF, 'Agenda 4.pdf', 'application/pdf')).statusCode).toBe(201);
  });
});
