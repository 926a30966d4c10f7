import { isIP } from 'node:net';
import { RECOUNT_MINIMUM_NETWORKS } from '@values-cross/core';
import * as z from 'zod/mini';
import { en } from 'zod/locales';
import serverPackage from '../../package.json' with { type: 'json' };
import { isFetchableSite } from './address-list';
import {
  MAX_CONNECTIONS_DEFAULT,
  MAX_CONNECTIONS_PER_ADDRESS_DEFAULT,
  RATE_LIMIT_MAX_DEFAULT,
  REQUEST_TIMEOUT_MS_DEFAULT,
  UNCONFIRMED_MAILS_PER_HOUR_DEFAULT,
} from './limits';

// zod's English messages for the operator ("Too big: expected number to be <=65535"), as the
// server wrote them before it read its settings with zod's smaller build; the whole server's
// zod shares them.
z.config(en());

const booleanish = z.pipe(
  z.optional(z.enum(['true', 'false', '1', '0'])),
  z.transform((value) => value === 'true' || value === '1'),
);

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const max = isIP(address) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY: the reverse proxy's addresses or networks (comma-separated IPs, CIDRs, or
 * loopback / linklocal / uniquelocal), whose X-Forwarded-* headers are believed. `true` / `1`
 * (the older form) means `loopback`: a proxy on the same machine. Unset or false: none.
 */
const trustedProxies = z
  .pipe(
    z.optional(z.string()),
    z.transform((value): false | string[] => {
      const text = (value ?? '').trim().toLowerCase();
      if (['', 'false', '0'].includes(text)) return false;
      if (['true', '1'].includes(text)) return ['loopback'];
      return text
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
    }),
  )
  .check(
    z.refine((value) => value === false || (value.length > 0 && value.every(isProxyAddress)), {
      message: 'must be the proxy’s addresses or CIDRs (e.g. 127.0.0.1 or 10.0.0.0/8), or false',
    }),
  );

/** The least argon2id memory cost (KiB) a production server accepts: 19 MiB (OWASP). */
export const MIN_PASSWORD_HASH_MEMORY_KIB = 19_456;

/**
 * Every setting of the server, read once from the environment. `.env.example` lists them with
 * their defaults; nothing else in the server reads process.env.
 */
/** A comma-separated list of hosts or origins, lower-cased; empty when unset. */
const hostList = z.pipe(
  z._default(z.string(), ''),
  z.transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  ),
);

/** A whole number read from the environment's text, within its bounds, with its default. */
const count = (least: number, most: number | undefined, fallback: number) =>
  z._default(
    z.coerce.number().check(z.int(), z.gte(least), ...(most === undefined ? [] : [z.lte(most)])),
    fallback,
  );

const envSchema = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'development'),
  PORT: count(0, 65535, 3000),
  HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
  DATABASE_URL: z._default(z.string().check(z.minLength(1)), './data/app.db'),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  PUBLIC_URL: z.optional(z.url()),
  SMTP_URL: z.optional(z.string()),
  MAIL_LOG_ONLY: booleanish,
  UNCONFIRMED_MAILS_PER_HOUR: count(0, undefined, UNCONFIRMED_MAILS_PER_HOUR_DEFAULT),
  MAIL_FROM: z.optional(z.string().check(z.minLength(3))),
  PROVIDER_EMAIL: z._default(z.email(), 'privacy@wertekreuz.ch'),
  JWT_SECRET: z.optional(z.string().check(z.minLength(32, 'must be at least 32 characters'))),
  RATE_LIMIT_MAX: count(0, undefined, RATE_LIMIT_MAX_DEFAULT),
  /**
   * Connections one client address may hold open (IPv6: its /64); the reverse proxy's own
   * (TRUST_PROXY) are not capped, the proxy caps its clients. 0: no cap per address.
   */
  MAX_CONNECTIONS_PER_ADDRESS: count(0, undefined, MAX_CONNECTIONS_PER_ADDRESS_DEFAULT),
  /** Connections the server holds open in all; beyond, new ones are closed at once. */
  MAX_CONNECTIONS: count(1, undefined, MAX_CONNECTIONS_DEFAULT),
  /** The longest a client may take to send a whole request (headers and body). */
  REQUEST_TIMEOUT_MS: count(1000, 600_000, REQUEST_TIMEOUT_MS_DEFAULT),
  ACCESS_TOKEN_MINUTES: count(1, 60, 15),
  REFRESH_TOKEN_DAYS: count(1, 365, 30),
  LOGIN_MAX_DAYS: count(1, 3650, 90),
  PASSWORD_HASH_MEMORY_KIB: count(1024, undefined, MIN_PASSWORD_HASH_MEMORY_KIB),
  REDIRECT_ALLOWLIST: hostList,
  /**
   * Sites allowed to embed the survey (`/{lang}/embed` in an iframe), comma-separated hosts or
   * origins; empty: any site may embed it. No other page may be framed.
   */
  EMBED_ALLOWLIST: hostList,
  /** The organisation's site serving `/{lang}/navigation.json`; https: (http: on this machine). */
  NAVIGATION_URL: z.optional(
    z.string().check(
      z.refine((value) => URL.canParse(value) && isFetchableSite(new URL(value)), {
        message:
          'must be an https: address (http: only on this machine, e.g. http://127.0.0.1:8080)',
      }),
    ),
  ),
  /** How long an instance answers standing questions from one count of the population. */
  POPULATION_REFRESH_SECONDS: count(0, 86_400, 300),
  /**
   * The fewest networks (IPv4 /24, IPv6 /48) the results that joined a population cell since its
   * figures were counted must come from before they are counted again (decision 0048). 1 turns
   * the rule off: only for a closed installation whose visitors all share one network.
   */
  RECOUNT_MINIMUM_NETWORKS: count(1, 1000, RECOUNT_MINIMUM_NETWORKS),
  /** Whether the open data is published by itself at the start of each month. */
  OPEN_DATA_SCHEDULE: z._default(z.enum(['monthly', 'off']), 'monthly'),
  LOG_LEVEL: z._default(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
  ),
  TRUST_PROXY: trustedProxies,
  WEB_DIST_DIR: z.optional(z.string()),
  ADMIN_TOKEN: z.optional(
    z
      .string()
      .check(
        z.minLength(24, 'must be at least 24 characters'),
        z.maxLength(200, 'must be at most 200 characters'),
      ),
  ),
  RELEASE: z.optional(z.string().check(z.maxLength(64))),
});

/** The names of every setting, as `.env.example` must list them. */
export const CONFIG_KEYS = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

/** The parsed configuration the server runs with. */
export type Config = z.infer<typeof envSchema> & {
  publicUrl: string;
  /** What runs: RELEASE, else the server package version; written next to client errors. */
  release: string;
};

/** Thrown when the environment holds values the server cannot run with; lists every bad key. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses an environment (process.env by default) into a Config, failing fast on bad values.
 * An empty value (`KEY=` as in .env.example) means the setting is not set: its default applies.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const config = parsed.data;
  if (
    config.NODE_ENV === 'production' &&
    config.PASSWORD_HASH_MEMORY_KIB < MIN_PASSWORD_HASH_MEMORY_KIB
  ) {
    throw new ConfigError([
      `PASSWORD_HASH_MEMORY_KIB: must be at least ${MIN_PASSWORD_HASH_MEMORY_KIB} in production`,
    ]);
  }
  const publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
  return { ...config, publicUrl, release: config.RELEASE ?? serverPackage.version };
}

/**
 * The server refuses to start in production without a mail server: mails would only land in
 * `$DATA_DIR/outbox`. MAIL_LOG_ONLY=1 says that is meant (a trial run, the browser tests).
 */
export function assertMailConfigured(
  config: Pick<Config, 'NODE_ENV' | 'SMTP_URL' | 'MAIL_LOG_ONLY'>,
): void {
  if (config.NODE_ENV === 'production' && !config.SMTP_URL && !config.MAIL_LOG_ONLY) {
    throw new ConfigError([
      'SMTP_URL: must be set in production (or MAIL_LOG_ONLY=1 to keep mails in $DATA_DIR/outbox)',
    ]);
  }
}
