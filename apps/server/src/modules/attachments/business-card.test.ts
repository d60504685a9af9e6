import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildGroup } from '../../test/factories.ts';
import { groupMembers, type Member } from '../../test/realtime-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { testClient } from '../../test/test-client.ts';
import { person } from '../chapter-channel/chapter-channel-test-kit.ts';
import { attachmentApi } from './attachment-test-kit.ts';

describe('share business card', () => {
  let t: TestApp;
  let ann: Member;
  let bob: Member;
  beforeEach(async () => {
    t = await createTestApp();
    [ann, bob] = (await groupMembers(t, 2)) as [Member, Member];
    await t.ctx.db
      .updateTable('users')
      .set({
        name: 'Ann Smith, Jr.',
        company_name: 'Smith & Sons; Plumbing',
        phone: '+44 20 7946 0011',
        website: 'https://smith.example',
      })
      .where('id', '=', ann.id)
      .execute();
    await t.ctx.db
      .updateTable('memberships')
      .set({ classification: 'Plumber' })
      .where('user_id', '=', ann.id)
      .execute();
  });
  afterEach(() => t.close());

  const card = (m: Member, userId: number) =>
    testClient(t.app, m).call('POST /api/attachments/business-card', { body: { userId } });

  it('builds a vCard from the profile as the sharer sees it, ready to send with a message', async () => {
    const res = await card(bob, ann.id);
    expect(res.statusCode).toBe(201);
    const descriptor = res.body;
    expect(descriptor).toMatchObject({ kind: 'vcard', mime: 'text/vcard', name: 'Ann Smith, Jr..vcf' });
    const api = attachmentApi(t);
    const text = (await api.get(bob, descriptor.url)).body;
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Jr.;Ann Smith\\,;;;',
      'FN:Ann Smith\\, Jr.',
      'ORG:Smith & Sons\\; Plumbing',
      'TITLE:Plumber',
      'TEL;TYPE=WORK,VOICE:+44 20 7946 0011',
      `EMAIL;TYPE=INTERNET:${ann.email}`,
      'URL:https://smith.example',
      'END:VCARD',
      '',
    ]);
    // Sent to the chapter channel like any upload.
    const sent = await api.sendChannel(bob, [descriptor.id]);
    expect(sent.statusCode).toBe(201);
    expect(sent.body.attachments[0]?.id).toBe(descriptor.id);
  });

  it('leaves out what the member hides, and cannot be made for a member of another chapter', async () => {
    await t.ctx.db
      .insertInto('user_settings')
      .values([
        { user_id: ann.id, key: 'privacy.showPhone', value: 'false', updated_at: '2026-03-02T09:00:00.000Z' },
        { user_id: ann.id, key: 'privacy.showEmail', value: 'false', updated_at: '2026-03-02T09:00:00.000Z' },
      ])
      .execute();
    const text = (await attachmentApi(t).get(bob, (await card(bob, ann.id)).body.url)).body;
    expect(text).not.toContain('TEL');
    expect(text).not.toContain('EMAIL');
    expect(text).toContain('TITLE:Plumber');

    const other = await buildGroup(t.ctx, { name: 'Elsewhere' });
    const stranger = await person(t, other.id, 'Sam Stranger');
    expect((await card(stranger, ann.id)).statusCode).toBe(404);
  });
});
