import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CLIENT_VERSION } from '@chapter/shared/constants';
import webpush from 'web-push';
import { z } from 'zod';
import { databaseTlsProblem } from './database-tls.ts';
import { type RedisSentinelConfig, redisEnvShape, redisProblems, redisSentinel } from './redis-config.ts';
import { unknownSettings } from './unknown-settings.ts';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
/** A whole number in [min, max]; unset or empty is the default. */
const wholeNumber = (min: number, max: number, fallback: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().min(min).max(max).default(fallback));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString,
    DATABASE_POOL_MAX: wholeNumber(1, 1000, 10),
    DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(0, 60 * 60_000, 15_000),
    REDIS_URL: optionalString,
    ...redisEnvShape,
    APP_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
    JWT_SECRET: z.preprocess(
      emptyAsUndefined,
      z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    ),
    SMTP_URL: optionalString,
    MAIL_FROM: z.string().default('Chapter <no-reply@chapter.local>'),
    SUPPORT_EMAIL: z.string().default('support@chapter.local'),
    ADMIN_EMAIL: z.preprocess(emptyAsUndefined, z.string().email().optional()),
    ADMIN_PASSWORD: optionalString,
    DEMO_SEED: z.preprocess(emptyAsUndefined, z.enum(['0', '1', 'true', 'false']).optional()),
    DEMO_PASSWORD: z.string().default('Demo-Pass-2026!'),
    APP_VERSION: z.string().default(CLIENT_VERSION),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: optionalString,
    TRUST_PROXY: z.preprocess(emptyAsUndefined, z.enum(['0', '1', 'true', 'false']).optional()),
    MIGRATE_ON_START: z.preprocess(emptyAsUndefined, z.enum(['0', '1', 'true', 'false']).optional()),
    SMS_API_URL: z.preprocess(emptyAsUndefined, z.string().url().optional()),
    SMS_ACCOUNT_SID: optionalString,
    SMS_AUTH_TOKEN: optionalString,
    SMS_FROM: optionalString,
    SMS_DAILY_CAP: z.coerce.number().int().min(0).max(100_000).default(500),
    VAPID_PUBLIC_KEY: optionalString,
    VAPID_PRIVATE_KEY: optionalString,
    VAPID_SUBJECT: optionalString,
    PUSH_TEST_SERVICE_ORIGINS: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .transform((v) => v.split(',').map((o) => o.trim()))
        .refine((origins) => origins.every(isOrigin), 'a comma-separated list of origins, e.g. http://127.0.0.1:4000')
        .optional(),
    ),
    INBOX_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
    ATTACHMENTS_STORAGE: z.preprocess(emptyAsUndefined, z.enum(['database', 'directory', 's3']).optional()),
    ATTACHMENTS_DIR: optionalString,
    ATTACHMENTS_S3_BUCKET: optionalString,
    ATTACHMENTS_S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.string().url().optional()),
    ATTACHMENTS_S3_REGION: z.preprocess(emptyAsUndefined, z.string().default('us-east-1')),
    ATTACHMENTS_S3_ACCESS_KEY_ID: optionalString,
    ATTACHMENTS_S3_SECRET_ACCESS_KEY: optionalString,
    ATTACHMENTS_S3_FORCE_PATH_STYLE: z.preprocess(emptyAsUndefined, z.enum(['0', '1', 'true', 'false']).optional()),
    ATTACHMENTS_S3_PREFIX: z.preprocess(emptyAsUndefined, z.string().default('attachments/')),
    METRICS_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).optional()),
    METRICS_HOST: z.string().default('127.0.0.1'),
    BACKUP_DIR: optionalString,
    BACKUP_INTERVAL_HOURS: wholeNumber(1, 24 * 31, 24),
    BACKUP_KEEP: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(1000).default(7)),
  })
  .superRefine((e, ctx) => {
    if (e.NODE_ENV === 'production' && !e.APP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['APP_URL'],
        message:
          'required in production: the public address, e.g. APP_URL=https://chapter.example.org (every link in an e-mail is built from it; without it they would point at localhost)',
      });
    }
    // Each process would otherwise keep its own SQLite file and members would see different data by process.
    if (e.NODE_ENV === 'production' && (e.REDIS_URL || e.REDIS_SENTINELS) && !e.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['DATABASE_URL'],
        message: `required in production when ${e.REDIS_URL ? 'REDIS_URL' : 'REDIS_SENTINELS'} is set (several processes must share one PostgreSQL database): set DATABASE_URL=postgres://…, or remove ${e.REDIS_URL ? 'REDIS_URL' : 'REDIS_SENTINELS'} to run one process on SQLite`,
      });
    }
    for (const [setting, message] of redisProblems(e)) ctx.addIssue({ code: 'custom', path: [setting], message });
    const tls = databaseTlsProblem(e.DATABASE_URL, e.NODE_ENV);
    if (tls) ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: tls });
    // One without the other would be ignored: no administrator from the environment, and no word of why.
    if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: 'custom',
        path: [e.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'],
        message: 'set both ADMIN_EMAIL and ADMIN_PASSWORD (the administrator created or promoted at start), or neither',
      });
    }
    if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['VAPID_PUBLIC_KEY'], message: 'set both VAPID keys, or neither' });
    }
    if (e.ATTACHMENTS_STORAGE === 's3' && !e.ATTACHMENTS_S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['ATTACHMENTS_S3_BUCKET'],
        message: 'required when ATTACHMENTS_STORAGE is s3 (the bucket attachments are kept in)',
      });
    }
    if (Boolean(e.ATTACHMENTS_S3_ACCESS_KEY_ID) !== Boolean(e.ATTACHMENTS_S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ATTACHMENTS_S3_ACCESS_KEY_ID'],
        message: 'set both ATTACHMENTS_S3_ACCESS_KEY_ID and ATTACHMENTS_S3_SECRET_ACCESS_KEY, or neither',
      });
    }
    // A half-configured SMS provider would fail every message; say so at start instead.
    const sms = [e.SMS_API_URL, e.SMS_ACCOUNT_SID, e.SMS_AUTH_TOKEN, e.SMS_FROM];
    if (sms.some(Boolean) && !sms.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_API_URL'],
        message: 'set all of SMS_API_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM, or none',
      });
    }
  });

export interface Config {
  readonly env: 'development' | 'production' | 'test';
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  /** undefined → embedded SQLite in dataDir; ':memory:' for tests. */
  readonly databaseUrl: string | undefined;
  /** PostgreSQL only: connections per process, and the statement timeout sent on each (0: none sent). */
  readonly databasePool: { readonly max: number; readonly statementTimeoutMs: number };
  readonly sqliteFile: string;
  readonly redisUrl: string | undefined;
  /** Redis through Sentinel instead of one address (docs/redis.md "Failover"); never with redisUrl. */
  readonly redisSentinel: RedisSentinelConfig | undefined;
  readonly appUrl: string;
  readonly jwtSecret: string;
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  readonly supportEmail: string;
  readonly adminEmail: string | undefined;
  readonly adminPassword: string | undefined;
  readonly demoSeed: boolean;
  readonly demoPassword: string;
  readonly appVersion: string;
  readonly logLevel: string;
  /** Off when `npm run migrate` is a deploy step: the server then refuses a schema that is not exactly its own. */
  readonly migrateOnStart: boolean;
  readonly webDist: string | undefined;
  readonly trustProxy: boolean;
  /** A Twilio-compatible SMS API; without it SMS stay held in the outbox. */
  readonly sms:
    | { readonly apiUrl: string; readonly accountSid: string; readonly authToken: string; readonly from: string }
    | undefined;
  /**
   * Web Push (VAPID) keys, base64url: from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else generated once into the data
   * folder like the JWT secret (docs/installable-app.md). The subject is the contact push services may use.
   */
  readonly vapid: { readonly publicKey: string; readonly privateKey: string; readonly subject: string };
  /** Sending pushes (docs/installable-app.md "Which push services"). */
  readonly push: {
    /**
     * Origins of local fake push services that tests and journeys add to the browsers' push services
     * (PUSH_TEST_SERVICE_ORIGINS). Empty in production: only the vendors' services are ever called.
     */
    readonly testServiceOrigins: readonly string[];
    /** How long one push may take before it counts as not delivered. */
    readonly timeoutMs: number;
  };
  /**
   * Where attachment files are kept (docs/attachments.md "Storage"): in the database (the default), in a folder,
   * or in an S3-compatible bucket (the default once ATTACHMENTS_S3_BUCKET is set).
   */
  readonly attachments:
    | { readonly storage: 'database' }
    | { readonly storage: 'directory'; readonly dir: string }
    | {
        readonly storage: 's3';
        readonly bucket: string;
        readonly endpoint: string | undefined;
        readonly region: string;
        readonly accessKeyId: string | undefined;
        readonly secretAccessKey: string | undefined;
        readonly forcePathStyle: boolean;
        /** Prepended to every object key ('attachments/' by default). */
        readonly prefix: string;
      };
  /** SMS a group may send per UTC day (broadcasts). */
  readonly smsDailyCap: number;
  /**
   * Prometheus metrics on a port of their own (docs/operations.md "Watch"), never on the app's: off unless
   * METRICS_PORT is set; loopback unless METRICS_HOST says otherwise. Port 0 takes any free port (tests).
   */
  readonly metrics: { readonly port: number; readonly host: string } | undefined;
  /**
   * Scheduled backups (docs/backups.md "Scheduled backups"): off unless BACKUP_DIR is set; one backup every
   * `intervalHours`, the newest `keep` of the app's own backup files kept in `dir`.
   */
  readonly backups: { readonly dir: string; readonly intervalHours: number; readonly keep: number } | undefined;
  /** Limits that tests lower; production keeps the defaults. */
  readonly limits: {
    readonly loginAttemptsPerAccount: number;
    readonly loginLockSeconds: number;
    readonly loginAttemptsPerIp: number;
    readonly ipWindowSeconds: number;
    readonly groupCodeAttemptsPerIp: number;
    readonly resetRequestsPerIp: number;
    /** Registration attempts per IP per window: each costs a password hash and can probe which e-mails exist. */
    readonly registrationsPerIp: number;
    /** Inbox messages one member may send per minute: plenty for a conversation, not for spamming. */
    readonly messagesPerMinute: number;
    /** Header searches one member may run per minute: typing sends one after each pause, never a flood. */
    readonly searchesPerMinute: number;
    /** Visitor invitations (e-mails to an address and with words the member chose) per member per day. */
    readonly invitationsPerMemberPerDay: number;
    /** Visitor invitations per group per day, whichever members send them. */
    readonly invitationsPerGroupPerDay: number;
    /** Bytes of attachments one member may upload in any 24 hours (docs/attachments.md "Kinds and limits"). */
    readonly attachmentBytesPerDay: number;
    /** Slowloris guards: a request's headers, and the whole request, must arrive within these. */
    readonly headersTimeoutMs: number;
    readonly requestTimeoutMs: number;
  };
}

export const DEFAULT_LIMITS: Config['limits'] = {
  loginAttemptsPerAccount: 5,
  loginLockSeconds: 15 * 60,
  loginAttemptsPerIp: 100,
  ipWindowSeconds: 15 * 60,
  groupCodeAttemptsPerIp: 10,
  resetRequestsPerIp: 10,
  // A chapter meeting's wifi is one address: room for a table of new members signing up together.
  registrationsPerIp: 20,
  messagesPerMinute: 30,
  searchesPerMinute: 120,
  // A visitor day has each member invite a handful and a keen one a dozen; a flood of e-mail to strangers stops here.
  invitationsPerMemberPerDay: 20,
  invitationsPerGroupPerDay: 100,
  // Fifty full-size photos a day, or twenty PDFs at the largest: far beyond a chapter's sharing, while one account
  // cannot fill the storage.
  attachmentBytesPerDay: 200 * 1024 * 1024,
  headersTimeoutMs: 15_000,
  requestTimeoutMs: 30_000,
};

/** A push service answers within a second; a slow one must not hold sockets and memory for long. */
const PUSH_TIMEOUT_MS = 5_000;

/** `scheme://host[:port]` and nothing more, as `URL.origin` writes it. */
function isOrigin(value: string): boolean {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

function attachmentStorage(e: z.output<typeof envSchema>, dataDir: string): Config['attachments'] {
  const storage = e.ATTACHMENTS_STORAGE ?? (e.ATTACHMENTS_S3_BUCKET ? 's3' : 'database');
  if (storage === 'directory') {
    return { storage, dir: path.resolve(e.ATTACHMENTS_DIR ?? path.join(dataDir, 'attachments')) };
  }
  if (storage === 's3' && e.ATTACHMENTS_S3_BUCKET) {
    const flag = e.ATTACHMENTS_S3_FORCE_PATH_STYLE;
    return {
      storage,
      bucket: e.ATTACHMENTS_S3_BUCKET,
      endpoint: e.ATTACHMENTS_S3_ENDPOINT,
      region: e.ATTACHMENTS_S3_REGION,
      accessKeyId: e.ATTACHMENTS_S3_ACCESS_KEY_ID,
      secretAccessKey: e.ATTACHMENTS_S3_SECRET_ACCESS_KEY,
      // Most S3-compatible servers (MinIO, self-hosted) address buckets by path; AWS itself by host name.
      forcePathStyle: flag === undefined ? Boolean(e.ATTACHMENTS_S3_ENDPOINT) : flag === '1' || flag === 'true',
      prefix: e.ATTACHMENTS_S3_PREFIX,
    };
  }
  return { storage: 'database' };
}

/** Every variable the server reads: the schema's own keys, so a setting added to it is known here at once. */
export const SETTINGS: readonly string[] = Object.keys(envSchema.shape);

/**
 * Reads and validates the environment once. Fails fast with every problem listed (a variable that looks like a
 * setting but is not one included), so a misconfigured deployment never half-starts.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  const problems = [
    ...unknownSettings(env, SETTINGS),
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)),
  ];
  if (!parsed.success || problems.length > 0) {
    throw new Error(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const port = overrides.port ?? e.PORT;
  const base: Config = {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePool: { max: e.DATABASE_POOL_MAX, statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS },
    sqliteFile: path.join(dataDir, 'chapter.sqlite'),
    redisUrl: e.REDIS_URL,
    redisSentinel: redisSentinel(e),
    appUrl: (e.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET ?? '',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    demoSeed: e.DEMO_SEED === '1' || e.DEMO_SEED === 'true',
    demoPassword: e.DEMO_PASSWORD,
    appVersion: e.APP_VERSION,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    trustProxy: e.TRUST_PROXY === '1' || e.TRUST_PROXY === 'true',
    migrateOnStart: e.MIGRATE_ON_START !== '0' && e.MIGRATE_ON_START !== 'false',
    sms:
      e.SMS_API_URL && e.SMS_ACCOUNT_SID && e.SMS_AUTH_TOKEN && e.SMS_FROM
        ? {
            apiUrl: e.SMS_API_URL.replace(/\/$/, ''),
            accountSid: e.SMS_ACCOUNT_SID,
            authToken: e.SMS_AUTH_TOKEN,
            from: e.SMS_FROM,
          }
        : undefined,
    smsDailyCap: e.SMS_DAILY_CAP,
    vapid: {
      publicKey: e.VAPID_PUBLIC_KEY ?? '',
      privateKey: e.VAPID_PRIVATE_KEY ?? '',
      subject: e.VAPID_SUBJECT ?? `mailto:${e.SUPPORT_EMAIL}`,
    },
    push: { testServiceOrigins: e.PUSH_TEST_SERVICE_ORIGINS ?? [], timeoutMs: PUSH_TIMEOUT_MS },
    limits: { ...DEFAULT_LIMITS, messagesPerMinute: e.INBOX_MESSAGES_PER_MINUTE },
    attachments: attachmentStorage(e, dataDir),
    metrics: e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    backups: e.BACKUP_DIR
      ? { dir: path.resolve(e.BACKUP_DIR), intervalHours: e.BACKUP_INTERVAL_HOURS, keep: e.BACKUP_KEEP }
      : undefined,
  };
  const config = { ...base, ...overrides };
  if (!config.vapid.publicKey) {
    Object.assign(config, { vapid: { ...config.vapid, ...embeddedVapidKeys(config.dataDir) } });
  }
  if (!config.jwtSecret) {
    if (config.env === 'production' && config.databaseUrl) {
      throw new Error('Invalid configuration:\n  - JWT_SECRET: required in production (at least 32 characters)');
    }
    return Object.freeze({ ...config, jwtSecret: embeddedSecret(config.dataDir) });
  }
  return Object.freeze(config);
}

/** Embedded mode keeps a generated secret in the data folder so sessions survive restarts. */
function embeddedSecret(dataDir: string): string {
  return readOrCreate(path.join(dataDir, 'jwt-secret'), () => randomBytes(48).toString('base64url')).trim();
}

/**
 * The file's contents, written first by whichever process gets there first. Several processes may start at once
 * on a fresh data folder (`npm run multi-node`, a migrate step beside the server): each writes a private file
 * whole, then links it into place, which fails if another process did so first; everyone then reads the one
 * winner. A plain write let two processes each keep a secret of its own, and a reader see a half-written file.
 */
function readOrCreate(file: string, make: () => string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8');
  mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(draft, make(), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(file, 'utf8');
}

/** The VAPID key pair kept in the data folder, generated on first start: pushes keep working across restarts. */
function embeddedVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const text = readOrCreate(path.join(dataDir, 'vapid-keys.json'), () => JSON.stringify(webpush.generateVAPIDKeys()));
  return JSON.parse(text) as { publicKey: string; privateKey: string };
}
