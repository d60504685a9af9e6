import { Agent, request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { serve } from './ipc.ts';

/**
 * The members of the Thursday benchmark, over HTTP. A step starts members at a fixed rate (open loop); each
 * then goes through the half-hour before the meeting one action after the other, with a pause between:
 * sign in, load home (the GET calls the web app's home makes, in parallel), RSVP to the meeting, send an inbox
 * message to another member of the chapter, and give a referral or thanks for closed business, which a leader
 * of the chapter approves a moment later. Meanwhile each chapter's Secretary records attendance, one mark per
 * request as the attendance grid sends them, at its own fixed rate.
 */

export interface ActorMember {
  id: number;
  email: string;
  role: string;
  ip: string;
}

export interface ActorChapter {
  meetingId: number;
  members: ActorMember[];
}

export interface ActorsInit {
  /** HTTP base URLs; requests go to them in turn. */
  targets: string[];
  chapters: ActorChapter[];
  password: string;
  /** Session tokens the leaders already hold (their open app): Secretaries and approvers act with these. */
  leaderTokens: Record<number, string>;
}

export interface StepRequest {
  /** Members starting their half hour during the window, and attendance marks, at `multiplier` × the real rate. */
  members: number;
  marks: number;
  windowMs: number;
  thinkMs: number;
  /** Distinguishes this step's client ids from earlier steps' (the same member may act again). */
  stepId: string;
}

export interface ActionFigures {
  latencies: number[];
  errors: number;
  errorSamples: string[];
}

/** A message sent: [clientMessageId, senderId, recipientId, epoch ms at issue, accepted (201)]. */
export type SentMessage = [string, number, number, number, boolean];

export interface StepResult {
  actions: Record<string, ActionFigures>;
  /** Each home GET separately (for finding what is slow). */
  homeCalls: Record<string, ActionFigures>;
  messages: SentMessage[];
  /** How late each scheduled start ran on this process's event loop, ms (the load generator's own health). */
  lag: number[];
  wallMs: number;
  requests: number;
}

const FIRST_SCREEN = ['/api/profile', '/api/settings', '/api/about/version'];
const MEMBER_HOME = ['/api/scorecard/me', '/api/scorecard/pending', '/api/scorecard/recent', '/api/inbox?limit=1'];
/** Leadership with view_activity also sees the matrix and everyone's lights; approvers their approval counts. */
const LEADER_HOME = ['/api/scorecard/matrix?kind=referrals', '/api/scorecard/group'];
const APPROVER_HOME = ['/api/approvals/counts'];
const LEADERSHIP = new Set(['President', 'Vice President', 'Board Member', 'Secretary Treasurer']);
const APPROVERS = new Set(['President', 'Vice President', 'Board Member']);

let init: ActorsInit;
let agents: Agent[] = [];
let nextTarget = 0;
let memberCursor = 0;
let markCursor = 0;
/** Members in the order they start, chapters interleaved. */
let order: { chapter: number; member: number }[] = [];
const sheetOpened = new Set<number>();
const epochNow = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Reply {
  status: number;
  /** The body as sent (gzip when nginx compressed it); read it with `text`. */
  raw: Buffer;
  gzip: boolean;
}

const text = (r: Reply) => (r.gzip ? gunzipSync(r.raw) : r.raw).toString();

function call(method: string, path: string, opts: { token?: string; ip: string; body?: unknown }): Promise<Reply> {
  const i = nextTarget++ % init.targets.length;
  const body = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  // As a browser asks: nginx compresses JSON answers of 1 KB and more.
  const headers: Record<string, string | number> = {
    'x-forwarded-for': opts.ip,
    'user-agent': 'thursday-bench',
    'accept-encoding': 'gzip',
  };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(body);
  }
  return new Promise((resolve) => {
    const req = request(`${init.targets[i]}${path}`, { method, agent: agents[i], headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          raw: Buffer.concat(chunks),
          gzip: res.headers['content-encoding'] === 'gzip',
        }),
      );
      res.on('error', (err) => resolve({ status: 0, raw: Buffer.from(String(err)), gzip: false }));
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timed out after 30 s')));
    req.on('error', (err) => resolve({ status: 0, raw: Buffer.from(String(err)), gzip: false }));
    req.end(body);
  });
}

function figures(map: Record<string, ActionFigures>, name: string): ActionFigures {
  let f = map[name];
  if (!f) {
    f = { latencies: [], errors: 0, errorSamples: [] };
    map[name] = f;
  }
  return f;
}

/** Runs one request as an action: its latency, or an error when the status is not the expected one. */
async function act(
  out: StepResult,
  map: Record<string, ActionFigures>,
  name: string,
  expect: number,
  send: () => Promise<Reply>,
): Promise<Reply | undefined> {
  const started = performance.now();
  const reply = await send();
  out.requests++;
  const f = figures(map, name);
  f.latencies.push(performance.now() - started);
  if (reply.status === expect) return reply;
  f.errors++;
  if (f.errorSamples.length < 3) f.errorSamples.push(`${reply.status} ${text(reply).slice(0, 160)}`);
  return undefined;
}

const today = () => new Date().toISOString().slice(0, 10);

function meetingWindow(): string {
  const five = 5 * 60_000;
  const start = Math.floor(Date.now() / five) * five;
  const from = new Date(start - 2 * 3_600_000).toISOString();
  const to = new Date(start + 60 * 86_400_000).toISOString();
  return `/api/meetings?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;
}

async function memberHalfHour(out: StepResult, req: StepRequest, slot: { chapter: number; member: number }, n: number) {
  const chapter = init.chapters[slot.chapter] as ActorChapter;
  const me = chapter.members[slot.member] as ActorMember;
  const ip = me.ip;
  const a = out.actions;

  const login = await act(out, a, 'sign in', 200, () =>
    call('POST', '/api/login', { ip, body: { email: me.email, password: init.password } }),
  );
  if (!login) return;
  const token = (JSON.parse(text(login)) as { token: string }).token;
  await sleep(req.thinkMs);

  // Home: the shell's first calls and home's cards, all in parallel as the page makes them.
  const paths = [
    ...FIRST_SCREEN,
    meetingWindow(),
    ...MEMBER_HOME,
    ...(LEADERSHIP.has(me.role) ? LEADER_HOME : []),
    ...(APPROVERS.has(me.role) ? APPROVER_HOME : []),
  ];
  const homeStarted = performance.now();
  const replies = await Promise.all(
    paths.map((p) => act(out, out.homeCalls, p.split('?')[0] as string, 200, () => call('GET', p, { token, ip }))),
  );
  const home = figures(a, 'home');
  home.latencies.push(performance.now() - homeStarted);
  const failed = replies.filter((r) => !r).length;
  if (failed) {
    home.errors++;
    if (home.errorSamples.length < 3) home.errorSamples.push(`${failed} of ${paths.length} calls failed`);
  }
  // The next meeting, as home's card finds it.
  let meetingId = chapter.meetingId;
  const list = replies[FIRST_SCREEN.length];
  if (list) {
    const items = (JSON.parse(text(list)) as { items: { id: number; status: string; endsAt: string }[] }).items;
    meetingId = items.find((m) => m.status === 'scheduled' && Date.parse(m.endsAt) > Date.now())?.id ?? meetingId;
  }
  await sleep(req.thinkMs);

  await act(out, a, 'RSVP', 200, () =>
    call('PUT', `/api/meetings/${meetingId}/rsvp`, { token, ip, body: { response: 'attending' } }),
  );
  await sleep(req.thinkMs);

  const others = chapter.members.filter((m) => m.id !== me.id);
  const to = others[(n * 7 + slot.member) % others.length] as ActorMember;
  const clientMessageId = `thu-${req.stepId}-${n}`;
  const sentAt = epochNow();
  const sent = await act(out, a, 'inbox message', 201, () =>
    call('POST', '/api/inbox/messages', {
      token,
      ip,
      body: { recipientId: to.id, content: 'See you at 7, I am bringing a visitor for you.', clientMessageId },
    }),
  );
  out.messages.push([clientMessageId, me.id, to.id, sentAt, sent !== undefined]);
  await sleep(req.thinkMs);

  // A referral or thanks to one of the chapter's Members (never a leader, so an approver is never a party).
  const members = chapter.members.filter((m) => m.role === 'Member' && m.id !== me.id);
  const receiver = members[(n * 11 + slot.member) % members.length] as ActorMember;
  const referral = n % 2 === 0;
  const created = await act(out, a, referral ? 'referral' : 'thanks', 201, () =>
    call('POST', '/api/activities', {
      token,
      ip,
      body: referral
        ? {
            type: 'referral',
            receiverId: receiver.id,
            clientRequestId: `thu-${req.stepId}-${n}`,
            prospectName: 'Harbour Dental Group',
            description: 'Opening a second practice and needs everything set up before spring.',
            temperature: 4,
            scope: 'outside',
          }
        : {
            type: 'closed_business',
            receiverId: receiver.id,
            clientRequestId: `thu-${req.stepId}-${n}`,
            amountCents: 125_000,
            currency: 'USD',
            businessKind: 'new',
            scope: 'outside',
            occurredOn: today(),
          },
    }),
  );
  if (!created) return;
  // The Vice President approves (the President when the Vice President gave it).
  const id = (JSON.parse(text(created)) as { id: number }).id;
  const approver = chapter.members.find(
    (m) => m.role === (me.role === 'Vice President' ? 'President' : 'Vice President'),
  );
  const approverToken = approver && init.leaderTokens[approver.id];
  if (!approver || !approverToken) return;
  await sleep(req.thinkMs);
  await act(out, a, 'approve', 200, () =>
    call('POST', `/api/activities/${id}/approve`, { token: approverToken, ip: approver.ip, body: {} }),
  );
}

/** Mark k of the run: chapters take turns, each Secretary going down the sheet. */
async function attendanceMark(out: StepResult, k: number) {
  const chapterIndex = k % init.chapters.length;
  const chapter = init.chapters[chapterIndex] as ActorChapter;
  const row = Math.floor(k / init.chapters.length);
  const member = chapter.members[row % chapter.members.length] as ActorMember;
  const secretary = chapter.members.find((m) => m.role === 'Secretary Treasurer');
  const token = secretary && init.leaderTokens[secretary.id];
  if (!secretary || !token) return;
  const ip = secretary.ip;
  if (!sheetOpened.has(chapterIndex)) {
    sheetOpened.add(chapterIndex);
    await act(out, out.actions, 'attendance sheet', 200, () =>
      call('GET', `/api/meetings/${chapter.meetingId}/attendance`, { token, ip }),
    );
  }
  // A later pass over the sheet corrects marks (late arrivals), so every pass changes something.
  const status = ['present', 'late', 'present', 'absent'][Math.floor(row / chapter.members.length) % 4];
  await act(out, out.actions, 'attendance mark', 200, () =>
    call('PUT', `/api/meetings/${chapter.meetingId}/attendance`, {
      token,
      ip,
      body: { members: [{ userId: member.id, status }] },
    }),
  );
}

serve(
  {
    init(req: ActorsInit) {
      init = req;
      agents = req.targets.map(() => new Agent({ keepAlive: true, maxSockets: 256 }));
      // Chapters interleaved, so a step's members come from every chapter.
      const most = Math.max(...req.chapters.map((c) => c.members.length));
      order = [];
      for (let member = 0; member < most; member++) {
        for (let chapter = 0; chapter < req.chapters.length; chapter++) {
          if (req.chapters[chapter]?.members[member]) order.push({ chapter, member });
        }
      }
      // A fixed shuffle of the positions within the round, so the first steps are not all Presidents.
      for (let i = order.length - 1; i > 0; i--) {
        const j = (i * 7919) % (i + 1);
        [order[i], order[j]] = [order[j] as (typeof order)[number], order[i] as (typeof order)[number]];
      }
      return { members: order.length };
    },
    async step(req: StepRequest): Promise<StepResult> {
      const out: StepResult = { actions: {}, homeCalls: {}, messages: [], lag: [], wallMs: 0, requests: 0 };
      const started = performance.now();
      const tasks: Promise<void>[] = [];
      const schedule = (count: number, run: (i: number) => Promise<void>) => {
        for (let i = 0; i < count; i++) {
          const due = (i * req.windowMs) / count;
          tasks.push(
            new Promise<void>((resolve) => {
              setTimeout(() => {
                out.lag.push(performance.now() - started - due);
                run(i).then(resolve, (err: unknown) => {
                  const f = figures(out.actions, 'client error');
                  f.errors++;
                  if (f.errorSamples.length < 3) f.errorSamples.push(String(err));
                  resolve();
                });
              }, due);
            }),
          );
        }
      };
      schedule(req.members, () => {
        const n = memberCursor++;
        return memberHalfHour(out, req, order[n % order.length] as { chapter: number; member: number }, n);
      });
      schedule(req.marks, () => attendanceMark(out, markCursor++));
      await Promise.all(tasks);
      out.wallMs = performance.now() - started;
      return out;
    },
  },
  () => {
    for (const a of agents) a.destroy();
  },
);
