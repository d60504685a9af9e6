import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/kysely.ts';
import { toStamp } from '../db/sql-values.ts';
import { addMs, type Clock } from './clock.ts';
import type { MailAttachment, MailMessage, MailTransport } from './mailer.ts';
import type { SmsTransport } from './sms.ts';

const MAX_ATTEMPTS = 10;
const LOCK_MS = 60_000;
const POLL_MS = 5_000;
const BATCH = 20;

/** Exponential backoff for a failed delivery: 5 s, 10 s, 20 s … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/**
 * Writes an e-mail to the durable outbox. Call it inside the transaction that causes the mail, so the
 * mail exists exactly when the change does; the worker delivers it after commit.
 */
export async function enqueueEmail(db: Db, message: MailMessage, now: Date, held: boolean): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      kind: 'email',
      recipient: message.to,
      subject: message.subject,
      body_text: message.text,
      body_html: message.html ?? null,
      attachments: message.attachments?.length ? JSON.stringify(message.attachments) : null,
      status: held ? 'held' : 'pending',
      attempts: 0,
      next_attempt_at: toStamp(now),
      created_at: toStamp(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** One message of a broadcast: the same text to each address (a subject for e-mail). */
export interface BroadcastCopy {
  to: string;
  subject: string | null;
  text: string;
}

/** Rows per insert: each row binds 9 values, and SQLite allows 32,766 per statement. */
const BROADCAST_CHUNK = 500;

/**
 * Writes a broadcast's copies to the outbox (held when the channel has no transport) in one insert per 500, not
 * one per recipient: the broadcast's transaction holds its connection for a handful of round trips whatever the
 * chapter's size. Returns the rows' ids in the order of `copies`; RETURNING answers in the order of VALUES on
 * SQLite and PostgreSQL, and the recipients are checked against it so that a mismatch fails instead of tracking
 * one member's delivery under another's name.
 */
export async function enqueueBroadcast(
  db: Db,
  kind: 'email' | 'sms',
  copies: readonly BroadcastCopy[],
  now: Date,
  held: boolean,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < copies.length; i += BROADCAST_CHUNK) {
    const chunk = copies.slice(i, i + BROADCAST_CHUNK);
    const rows = await db
      .insertInto('outbox')
      .values(
        chunk.map((c) => ({
          kind,
          recipient: c.to,
          subject: kind === 'email' ? c.subject : null,
          body_text: c.text,
          body_html: null,
          status: held ? 'held' : 'pending',
          attempts: 0,
          next_attempt_at: toStamp(now),
          created_at: toStamp(now),
        })),
      )
      .returning(['id', 'recipient'])
      .execute();
    if (rows.length !== chunk.length || rows.some((r, j) => r.recipient !== chunk[j]?.to)) {
      throw new Error('outbox insert answered its rows in another order than they were written');
    }
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

/** Delivers due outbox rows with retries; safe with several server processes (rows are claimed). */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  /** Mail still being written after its request was answered (a password reset): drain and stop wait for it. */
  private readonly writing = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport | undefined,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly sms: SmsTransport | undefined = undefined,
  ) {}

  /** The channels with a provider: rows of any other kind stay in the outbox untouched. */
  private kinds(): Array<'email' | 'sms'> {
    return [...(this.transport ? (['email'] as const) : []), ...(this.sms ? (['sms'] as const) : [])];
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Asks for a delivery round soon (after a commit that enqueued mail). */
  kick(): void {
    if (this.stopped || this.kinds().length === 0) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  /** Registers mail that is written after the reply went out, so drain() and stop() do not miss it. */
  track(work: Promise<unknown>): void {
    this.writing.add(work);
    void work.finally(() => this.writing.delete(work));
  }

  /**
   * Runs rounds until nothing is due and no scheduled round is still delivering; used by shutdown and tests.
   * A scheduled round may claim a row while ours runs: that row is then not due for us, so wait for it too.
   */
  async drain(): Promise<void> {
    while (this.writing.size > 0) await Promise.allSettled([...this.writing]);
    let handled = 0;
    do {
      if (this.running) await this.running;
      handled = await this.round();
    } while (handled > 0 || this.running);
  }

  async stop(): Promise<void> {
    while (this.writing.size > 0) await Promise.allSettled([...this.writing]);
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.running) await this.running;
  }

  private schedule(ms: number): void {
    if (this.stopped || this.kinds().length === 0) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.round()
        .catch((err) => this.log.warn({ err }, 'outbox round failed'))
        .then(() => {
          this.running = undefined;
          this.schedule(this.again ? 0 : POLL_MS);
          this.again = false;
        });
    }, ms);
    this.timer.unref();
  }

  /** One delivery round; returns how many rows it handled. */
  private async round(): Promise<number> {
    const kinds = this.kinds();
    if (kinds.length === 0) return 0;
    const now = this.clock.now();
    const due = await this.db
      .selectFrom('outbox')
      .selectAll()
      .where('status', '=', 'pending')
      .where('kind', 'in', kinds)
      .where('next_attempt_at', '<=', toStamp(now))
      .orderBy('id')
      .limit(BATCH)
      .execute();
    let handled = 0;
    for (const row of due) {
      const claimed = await this.db
        .updateTable('outbox')
        .set({ locked_until: toStamp(addMs(now, LOCK_MS)) })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        // Still due: another round (this process's timer, or another process) may have tried it since we read it,
        // failed and released it for a later retry; claiming it now would send it twice.
        .where('next_attempt_at', '<=', toStamp(now))
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', toStamp(now))]))
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      handled++;
      try {
        // An SMS never goes to the mail server, nor an e-mail to the SMS API.
        if (row.kind === 'sms') await this.sms?.send({ to: row.recipient, text: row.body_text });
        else
          await this.transport?.send({
            to: row.recipient,
            subject: row.subject ?? '',
            text: row.body_text,
            html: row.body_html,
            attachments: row.attachments ? (JSON.parse(row.attachments) as MailAttachment[]) : null,
          });
        await this.db
          .updateTable('outbox')
          .set({ status: 'sent', sent_at: toStamp(this.clock.now()), attempts: row.attempts + 1, locked_until: null })
          .where('id', '=', row.id)
          .execute();
      } catch (err) {
        const attempts = row.attempts + 1;
        this.log.warn({ outboxId: row.id, attempts, err: String(err) }, 'outbox delivery failed');
        await this.db
          .updateTable('outbox')
          .set({
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
            attempts,
            last_error: String(err).slice(0, 500),
            next_attempt_at: toStamp(addMs(this.clock.now(), retryDelayMs(attempts))),
            locked_until: null,
          })
          .where('id', '=', row.id)
          .execute();
      }
    }
    return handled;
  }
}

/** Rows still to deliver (pending), waiting for a provider (held) or given up (failed), by kind and status. */
interface OutboxBacklogRow {
  kind: string;
  status: string;
  count: number;
  /** created_at of the oldest row. */
  oldest: string | null;
}

/**
 * The outbox's backlog in one grouped query over the (status, next_attempt_at) index; sent rows, the bulk of the
 * table, are never read. Run at a metrics scrape only, never on a member's request.
 */
export async function outboxBacklog(db: Db): Promise<OutboxBacklogRow[]> {
  const rows = await db
    .selectFrom('outbox')
    .select((eb) => [
      'kind',
      'status',
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.min<string | null>('created_at').as('oldest'),
    ])
    .where('status', 'in', ['pending', 'held', 'failed'])
    .groupBy(['kind', 'status'])
    .execute();
  return rows.map((r) => ({ kind: r.kind, status: r.status, count: Number(r.count), oldest: r.oldest }));
}
