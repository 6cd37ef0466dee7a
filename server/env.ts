import { z } from 'zod';
import { addSsoProviderSchema } from '#common/sso';
import { logLevels } from './lib/logger';

const optional = z.string().trim().optional();

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    );

const flag = z
  .enum(['true', 'false', '1', '0'], "must be 'true' or 'false'")
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Digits only: a number written any other way (hex, exponent, sign) is a typo, not a setting. */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int().min(min, message).max(max, message));

const seconds = (min: number, max: number) =>
  wholeNumber(min, max, `must be a number of seconds from ${min} to ${max}`);

/** One or more URLs, separated by commas or spaces: asked in order until one answers. */
const urlList = (protocols: string[]) =>
  z
    .string()
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(url(protocols)).min(1));

/** NIST 800-63B AAL2 asks 30 minutes of inactivity for staff; inventors keep a working day. */
export const DEFAULT_IDLE_MINUTES = { staff: 30, inventors: 12 * 60 };

const IDLE_MESSAGE =
  "must be minutes from 1 to 43200, for everyone ('15') or each ('staff=30,inventors=720')";
const idleMinutes = wholeNumber(1, 43_200, IDLE_MESSAGE);

/**
 * How long a session may go unused: one number for everyone, or `staff=` and `inventors=`
 * each (either may be left out for its default).
 */
const sessionIdleMinutes = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (/^\d+$/.test(value)) {
      const minutes = idleMinutes.safeParse(value);
      if (minutes.success) return { staff: minutes.data, inventors: minutes.data };
    } else {
      const limits = { ...DEFAULT_IDLE_MINUTES };
      const parts = value.split(/\s*,\s*/);
      const valid = parts.every((part) => {
        const [, who, minutes] = /^(staff|inventors)\s*=\s*(\d+)$/.exec(part) ?? [];
        const parsed = idleMinutes.safeParse(minutes ?? '');
        if (!parsed.success) return false;
        limits[who as keyof typeof limits] = parsed.data;
        return true;
      });
      if (valid) return limits;
    }
    ctx.addIssue({ code: 'custom', message: IDLE_MESSAGE });
    return z.NEVER;
  });

/** Identity providers for staff as JSON: an array of what Settings takes (README, ADR 46). */
const ssoProvidersJson = z
  .string()
  .transform((value, ctx) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array of identity providers' });
      return z.NEVER;
    }
  })
  .pipe(z.array(addSsoProviderSchema, 'must be a JSON array of identity providers'));

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: wholeNumber(0, 65535, 'must be a port number from 0 to 65535').default(3000),
    APP_URL: url(['http:', 'https:']).optional(),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    TRUST_PROXY: flag,
    TRUST_PROXY_HOPS: wholeNumber(1, 100, 'must be a number of proxies from 1 to 100').default(1),
    SMTP_URL: url(['smtp:', 'smtps:']).optional(),
    MAIL_FROM: optional,
    STAFF_NOTIFY_EMAIL: z.email('must be an email address').optional(),
    ADMIN_EMAIL: z.email('must be an email address').optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    SIGNING_PROVIDER: z.enum(['builtin', 'boldsign']).default('builtin'),
    BOLDSIGN_API_KEY: optional,
    BOLDSIGN_TEMPLATE_ID: optional,
    BOLDSIGN_BASE_URL: url(['https:', 'http:']).default('https://api.boldsign.com'),
    BOLDSIGN_WEBHOOK_SECRET: optional,
    S3_BUCKET: optional,
    S3_REGION: optional,
    S3_ENDPOINT: url(['https:', 'http:']).optional(),
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    S3_FORCE_PATH_STYLE: flag,
    TSA_URL: urlList(['https:', 'http:']).optional(),
    TSA_CA_FILE: optional,
    SEAL_P12_FILE: optional,
    SEAL_P12_PASSWORD: z.string().optional(),
    EVENT_STREAMS_MAX: wholeNumber(
      1,
      100_000,
      'must be a number of event streams from 1 to 100000',
    ).optional(),
    WEBHOOK_ALLOW_PRIVATE: flag,
    LOG_LEVEL: z.enum(logLevels, `must be one of ${logLevels.join(', ')}`).default('info'),
    DATABASE_POOL_SIZE: wholeNumber(
      1,
      1000,
      'must be a number of connections from 1 to 1000',
    ).default(10),
    DATABASE_STATEMENT_TIMEOUT_SECONDS: seconds(1, 3600).default(15),
    MAX_CONCURRENT_REQUESTS: wholeNumber(1, 10_000, 'must be a number from 1 to 10000').default(50),
    REQUEST_QUEUE_SIZE: wholeNumber(0, 100_000, 'must be a number from 0 to 100000').default(200),
    REQUEST_DEADLINE_SECONDS: seconds(1, 3600).default(30),
    REQUEST_TIMEOUT_SECONDS: seconds(1, 3600).default(120),
    UPLOAD_IDLE_TIMEOUT_SECONDS: seconds(5, 3600).default(60),
    KEEP_ALIVE_TIMEOUT_SECONDS: seconds(1, 3600).default(65),
    SHUTDOWN_GRACE_SECONDS: seconds(1, 3600).default(30),
    SESSION_IDLE_MINUTES: sessionIdleMinutes.default({ ...DEFAULT_IDLE_MINUTES }),
    SSO_PROVIDERS: ssoProvidersJson.default([]),
    METRICS_PORT: wholeNumber(0, 65535, 'must be a port number from 0 to 65535').optional(),
    METRICS_HOST: optional,
    METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  })
  .superRefine((env, ctx) => {
    const need = (key: keyof typeof env, why: string) => {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `is required ${why}` });
    };
    if (env.SIGNING_PROVIDER === 'boldsign') {
      for (const key of [
        'BOLDSIGN_API_KEY',
        'BOLDSIGN_TEMPLATE_ID',
        'BOLDSIGN_WEBHOOK_SECRET',
      ] as const)
        need(key, 'when SIGNING_PROVIDER=boldsign');
    }
    const s3Keys = [
      'S3_REGION',
      'S3_ENDPOINT',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ] as const;
    if (s3Keys.some((key) => env[key])) need('S3_BUCKET', 'when any other S3_ setting is given');
    if (env.NODE_ENV === 'production') {
      need('AUTH_SECRET', 'in production, and must be the same on every instance');
      need('APP_URL', 'in production');
    }
    if (env.TSA_CA_FILE) need('TSA_URL', 'when TSA_CA_FILE is given');
    if (env.METRICS_HOST) need('METRICS_PORT', 'when METRICS_HOST is given');
    if (env.METRICS_PORT && env.METRICS_PORT === env.PORT)
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'must differ from PORT (set METRICS_TOKEN to serve /metrics on PORT)',
      });
    if (env.SEAL_P12_PASSWORD) need('SEAL_P12_FILE', 'when SEAL_P12_PASSWORD is given');
    if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) need('ADMIN_EMAIL', 'when ADMIN_PASSWORD is given');
    // A request's headers may take a little longer than an idle connection is kept, and the
    // whole request longer than its headers (Node refuses the reverse).
    if (env.REQUEST_TIMEOUT_SECONDS <= env.KEEP_ALIVE_TIMEOUT_SECONDS + 1)
      ctx.addIssue({
        code: 'custom',
        path: ['REQUEST_TIMEOUT_SECONDS'],
        message: 'must be more than KEEP_ALIVE_TIMEOUT_SECONDS + 1',
      });
  });

export type Env = z.output<typeof schema> & { APP_URL: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the configuration; a bad value throws a message naming each variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable means "not set", as in most deployment tools.
  const given = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const result = schema.safeParse(given);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  return { ...env, APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '') };
}
