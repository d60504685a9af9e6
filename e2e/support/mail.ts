import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { MAIL_DIR } from './env.ts';

interface SentMail {
  to: string[];
  subject: string;
  text: string;
}

function allMail(): SentMail[] {
  if (!existsSync(MAIL_DIR)) return [];
  return readdirSync(MAIL_DIR)
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(MAIL_DIR, f), 'utf8')) as SentMail);
}

/** Waits for the newest mail to `to` whose subject matches, as delivered through the real SMTP sink. */
export async function waitForMail(to: string, subject: RegExp): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(
      () => {
        found = allMail()
          .filter((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject))
          .at(-1);
        return Boolean(found);
      },
      { timeout: 20_000, message: `mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found as SentMail;
}

/** The first link in a mail that points at `pathPrefix`. */
export function linkIn(mail: SentMail, pathPrefix: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((l) => new URL(l).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`no ${pathPrefix} link in: ${mail.text}`);
  return link;
}
