import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/kysely.ts';
import type { Clock } from './clock.ts';
import { type MailMessage, smtpTransport } from './mailer.ts';
import { type BroadcastCopy, enqueueBroadcast, enqueueEmail, OutboxWorker } from './outbox.ts';
import { twilioTransport } from './sms.ts';

/** What services use to send e-mail: write to the outbox (inside their transaction), then `flush` after commit. */
export interface Mail {
  enqueue(db: Db, message: MailMessage): Promise<void>;
  /**
   * Writes a broadcast's e-mails or SMS to the outbox in one statement (SMS are held when no SMS provider is
   * configured), returning the rows' ids in order: broadcasts track each recipient's delivery.
   */
  enqueueBroadcast(db: Db, kind: 'email' | 'sms', copies: readonly BroadcastCopy[]): Promise<number[]>;
  /** Whether SMS leave the outbox (a provider is configured). */
  readonly smsConfigured: boolean;
  /** Starts delivery of what was enqueued; call after the transaction commits. */
  flush(): void;
  readonly worker: OutboxWorker;
}

export function createMail(config: Config, db: Db, clock: Clock, log: FastifyBaseLogger): Mail {
  const transport = config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : undefined;
  const sms = config.sms ? twilioTransport(config.sms) : undefined;
  const worker = new OutboxWorker(db, transport, clock, log, sms);
  const held = !transport;
  return {
    worker,
    smsConfigured: Boolean(sms),
    enqueueBroadcast: (executor, kind, copies) =>
      enqueueBroadcast(executor, kind, copies, clock.now(), kind === 'sms' ? !sms : held),
    async enqueue(executor, message) {
      await enqueueEmail(executor, message, clock.now(), held);
      if (!held) return;
      // With no SMTP server a laptop user still needs the links (reset, invitations): development prints them.
      // In production a link that signs someone in must not reach the logs: say where the mail waits instead.
      if (config.env === 'production') {
        log.info(
          { to: message.to, subject: message.subject },
          'e-mail held in the outbox (no SMTP_URL): read it in Admin → Tools → Outbox',
        );
      } else if (config.env !== 'test') {
        const links = message.text.match(/https?:\/\/\S+/g) ?? [];
        console.log(`[outbox] e-mail to ${message.to}: ${message.subject}${links.map((l) => `\n  ${l}`).join('')}`);
      }
    },
    flush: () => worker.kick(),
  };
}
