import { randomBytes } from 'node:crypto';
import type { ErrorReport, SupportContact } from '@chapter/shared/support.schemas';
import { toStamp } from '../../db/sql-values.ts';
import { findUserById } from '../../kernel/users.repository.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { consume, createLimiter, type Limiter } from '../../lib/rate-limit.ts';
import { scrubDeep } from './scrub.ts';
import { insertErrorReport } from './support.repository.ts';

/** Error reports and contact requests: stored, scrubbed, and mailed to the support mailbox via the outbox. */
export class SupportService {
  private readonly limiter: Limiter;

  constructor(private readonly ctx: AppContext) {
    this.limiter = createLimiter({ keyPrefix: 'support-ip', points: 10, duration: 15 * 60 }, ctx.redis);
  }

  private async throttle(ip: string): Promise<void> {
    const r = await consume(this.limiter, ip);
    if (!r.allowed) {
      const seconds = Math.ceil(r.msBeforeNext / 1000);
      throw new AppError(
        'RATE_LIMIT',
        'Too many reports. Please try again later.',
        { retryAfter: seconds },
        {
          'Retry-After': String(seconds),
        },
      );
    }
  }

  /** Stores a scrubbed error report; signed-in users are identified from the session, not the payload. */
  async report(input: ErrorReport, ip: string, userId: number | undefined): Promise<{ reportId: string }> {
    await this.throttle(ip);
    const reportId = `ER-${randomBytes(5).toString('hex').toUpperCase()}`;
    const user = userId ? await findUserById(this.ctx.db, userId) : undefined;
    const payload = scrubDeep({
      ...input,
      user: user ? { id: user.id, email: user.email, name: user.name } : { ...input.user, id: null },
    });
    const now = toStamp(this.ctx.clock.now());
    await this.ctx.db.transaction().execute(async (trx) => {
      await insertErrorReport(trx, {
        reportId,
        userId: user?.id ?? null,
        payload: JSON.stringify(payload),
        at: now,
      });
      await this.ctx.mail.enqueue(trx, {
        to: this.ctx.config.supportEmail,
        subject: `Error report ${reportId}: ${payload.errorDetails.message.slice(0, 80)}`,
        text: [
          `Report ${reportId} at ${now}`,
          `From: ${payload.user?.name ?? 'anonymous'} <${payload.user?.email ?? 'no e-mail'}>`,
          `Page: ${payload.errorDetails.url ?? ''}`,
          `Browser: ${payload.browser ?? ''} / ${payload.os ?? ''}`,
          '',
          `What happened: ${payload.userMessage ?? '(no description)'}`,
          '',
          `Error: ${payload.errorDetails.message}`,
          payload.errorDetails.component ?? '',
          payload.errorDetails.stackTrace ?? '',
        ].join('\n'),
      });
    });
    this.ctx.mail.flush();
    return { reportId };
  }

  async contact(input: SupportContact, ip: string, userId: number | undefined): Promise<{ message: string }> {
    await this.throttle(ip);
    const user = userId ? await findUserById(this.ctx.db, userId) : undefined;
    const from = user ? `${user.name} <${user.email}>` : `${input.name ?? 'anonymous'} <${input.email ?? 'no e-mail'}>`;
    if (!user && !input.email) {
      throw new AppError('VALIDATION_ERROR', 'Enter your e-mail so we can answer', {
        details: [{ field: 'email', message: 'Enter your e-mail so we can answer' }],
      });
    }
    await this.ctx.mail.enqueue(this.ctx.db, {
      to: this.ctx.config.supportEmail,
      subject: `Support: ${input.subject}`,
      text: `From: ${from}\n\n${scrubDeep(input.message)}`,
    });
    this.ctx.mail.flush();
    return { message: 'Thanks — your message reached the support team. We usually answer within one working day.' };
  }
}
