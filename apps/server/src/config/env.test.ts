import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { assertMailConfigured, CONFIG_KEYS, ConfigError, loadConfig } from './env';
import { MINUTE_MS } from '@values-cross/core';

/** How one setting reads: unset, a valid value, and a value the server refuses. */
interface SettingCase {
  key: (typeof CONFIG_KEYS)[number];
  /** What the server runs with when the key is unset or empty. */
  unset: unknown;
  valid: { input: string; parsed: unknown };
  /** A value the server refuses; null where any non-empty text is accepted (paths, hosts). */
  rejected: string | null;
}

const settings: SettingCase[] = [
  {
    key: 'NODE_ENV',
    unset: 'development',
    valid: { input: 'production', parsed: 'production' },
    rejected: 'staging',
  },
  { key: 'PORT', unset: 3000, valid: { input: '8080', parsed: 8080 }, rejected: '70000' },
  {
    key: 'HOST',
    unset: '127.0.0.1',
    valid: { input: '0.0.0.0', parsed: '0.0.0.0' },
    rejected: null,
  },
  {
    key: 'DATABASE_URL',
    unset: './data/app.db',
    valid: { input: 'postgres://u@db/app', parsed: 'postgres://u@db/app' },
    rejected: null,
  },
  {
    key: 'DATA_DIR',
    unset: './data',
    valid: { input: '/var/lib/values-cross', parsed: '/var/lib/values-cross' },
    rejected: null,
  },
  {
    key: 'PUBLIC_URL',
    unset: undefined,
    valid: { input: 'https://wertekreuz.example/', parsed: 'https://wertekreuz.example/' },
    rejected: 'wertekreuz.example',
  },
  {
    key: 'SMTP_URL',
    unset: undefined,
    valid: {
      input: 'smtps://u:p@mail.example.org:465',
      parsed: 'smtps://u:p@mail.example.org:465',
    },
    rejected: null,
  },
  {
    key: 'MAIL_FROM',
    unset: undefined,
    valid: { input: 'Wertekreuz <post@example.ch>', parsed: 'Wertekreuz <post@example.ch>' },
    rejected: 'ab',
  },
  {
    key: 'PROVIDER_EMAIL',
    unset: 'privacy@wertekreuz.ch',
    valid: { input: 'daten@example.ch', parsed: 'daten@example.ch' },
    rejected: 'nope',
  },
  {
    key: 'JWT_SECRET',
    unset: undefined,
    valid: { input: 's'.repeat(32), parsed: 's'.repeat(32) },
    rejected: 's'.repeat(31),
  },
  { key: 'RATE_LIMIT_MAX', unset: 60, valid: { input: '0', parsed: 0 }, rejected: '-1' },
  {
    key: 'REQUEST_TIMEOUT_MS',
    unset: MINUTE_MS,
    valid: { input: '15000', parsed: 15_000 },
    rejected: '999',
  },
  {
    key: 'MAX_CONNECTIONS_PER_ADDRESS',
    unset: 256,
    valid: { input: '0', parsed: 0 },
    rejected: '-1',
  },
  { key: 'MAX_CONNECTIONS', unset: 10_000, valid: { input: '2000', parsed: 2000 }, rejected: '0' },
  { key: 'ACCESS_TOKEN_MINUTES', unset: 15, valid: { input: '5', parsed: 5 }, rejected: '61' },
  { key: 'REFRESH_TOKEN_DAYS', unset: 30, valid: { input: '7', parsed: 7 }, rejected: '0' },
  { key: 'LOGIN_MAX_DAYS', unset: 90, valid: { input: '365', parsed: 365 }, rejected: '3651' },
  {
    key: 'PASSWORD_HASH_MEMORY_KIB',
    unset: 19_456,
    valid: { input: '65536', parsed: 65_536 },
    rejected: '512',
  },
  {
    key: 'REDIRECT_ALLOWLIST',
    unset: [],
    valid: {
      input: 'www.Example.org, shop.example.org ,',
      parsed: ['www.example.org', 'shop.example.org'],
    },
    rejected: null,
  },
  {
    key: 'EMBED_ALLOWLIST',
    unset: [],
    valid: {
      input: 'Partner.ch, https://schule.example ,',
      parsed: ['partner.ch', 'https://schule.example'],
    },
    rejected: null,
  },
  {
    key: 'NAVIGATION_URL',
    unset: undefined,
    valid: { input: 'https://www.example.org', parsed: 'https://www.example.org' },
    rejected: 'www.example.org',
  },
  {
    key: 'POPULATION_REFRESH_SECONDS',
    unset: 300,
    valid: { input: '0', parsed: 0 },
    rejected: '-5',
  },
  {
    key: 'RECOUNT_MINIMUM_NETWORKS',
    unset: 10,
    valid: { input: '1', parsed: 1 },
    rejected: '0',
  },
  {
    key: 'OPEN_DATA_SCHEDULE',
    unset: 'monthly',
    valid: { input: 'off', parsed: 'off' },
    rejected: 'weekly',
  },
  {
    key: 'LOG_LEVEL',
    unset: 'info',
    valid: { input: 'debug', parsed: 'debug' },
    rejected: 'verbose',
  },
  {
    key: 'UNCONFIRMED_MAILS_PER_HOUR',
    unset: 500,
    valid: { input: '50', parsed: 50 },
    rejected: '-1',
  },
  { key: 'MAIL_LOG_ONLY', unset: false, valid: { input: '1', parsed: true }, rejected: 'yes' },
  {
    key: 'TRUST_PROXY',
    unset: false,
    valid: { input: '10.0.0.5, 192.168.0.0/16', parsed: ['10.0.0.5', '192.168.0.0/16'] },
    rejected: 'yes',
  },
  {
    key: 'WEB_DIST_DIR',
    unset: undefined,
    valid: { input: '/srv/values-cross/web', parsed: '/srv/values-cross/web' },
    rejected: null,
  },
  {
    key: 'ADMIN_TOKEN',
    unset: undefined,
    valid: { input: 't'.repeat(24), parsed: 't'.repeat(24) },
    rejected: 't'.repeat(23),
  },
  {
    key: 'RELEASE',
    unset: undefined,
    valid: { input: 'build-7', parsed: 'build-7' },
    rejected: 'r'.repeat(65),
  },
];

/** The problems loadConfig reports for an environment, or a failure when it accepts it. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

/** `.env.example` at the root of the repository, as `node --env-file` reads it. */
function readEnvExample(): Record<string, string> {
  const text = readFileSync(new URL('../../../../.env.example', import.meta.url), 'utf8');
  return parseEnv(text) as Record<string, string>;
}

describe('loadConfig', () => {
  it('has a case for every setting', () => {
    expect(settings.map((setting) => setting.key).sort()).toEqual([...CONFIG_KEYS].sort());
  });

  describe.each(settings)('$key', ({ key, unset, valid }) => {
    it('falls back to its default when unset or empty', () => {
      expect(loadConfig({})[key]).toEqual(unset);
      expect(loadConfig({ [key]: '' })[key]).toEqual(unset);
    });

    it('reads a valid value', () => {
      expect(loadConfig({ [key]: valid.input })[key]).toEqual(valid.parsed);
    });
  });

  it.each(settings.filter((setting) => setting.rejected !== null))(
    '$key: refuses an invalid value and names the key',
    ({ key, rejected }) => {
      const problems = problemsOf({ [key]: rejected ?? '' });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(new RegExp(`^${key}: \\S`));
    },
  );

  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBe('./data/app.db');
    expect(config.RATE_LIMIT_MAX).toBe(60);
    expect(config.REDIRECT_ALLOWLIST).toEqual([]);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.LOG_LEVEL).toBe('info');
    expect(config.ACCESS_TOKEN_MINUTES).toBe(15);
    expect(config.REFRESH_TOKEN_DAYS).toBe(30);
    expect(config.LOGIN_MAX_DAYS).toBe(90);
    expect(config.PASSWORD_HASH_MEMORY_KIB).toBe(19_456);
  });

  it('treats every empty value as unset', () => {
    const empty = Object.fromEntries(CONFIG_KEYS.map((key) => [key, '']));
    expect(loadConfig(empty)).toEqual(loadConfig({}));
  });

  it('refuses to start in production without SMTP_URL unless MAIL_LOG_ONLY=1', () => {
    const production = loadConfig({ NODE_ENV: 'production' });
    expect(() => assertMailConfigured(production)).toThrow(/SMTP_URL/);
    expect(() =>
      assertMailConfigured(loadConfig({ NODE_ENV: 'production', MAIL_LOG_ONLY: '1' })),
    ).not.toThrow();
    expect(() =>
      assertMailConfigured(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' })),
    ).not.toThrow();
    expect(() => assertMailConfigured(loadConfig({ NODE_ENV: 'development' }))).not.toThrow();
  });

  it('refuses weak password hashing in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PASSWORD_HASH_MEMORY_KIB: '1024' })).toThrow(
      /PASSWORD_HASH_MEMORY_KIB/,
    );
    expect(
      loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_MEMORY_KIB: '1024' }).PASSWORD_HASH_MEMORY_KIB,
    ).toBe(1024);
  });

  it('reads every variable it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://wertekreuz.example/',
      REDIRECT_ALLOWLIST: 'www.Example.org, shop.example.org ,',
      RATE_LIMIT_MAX: '0',
      DATABASE_URL: 'postgres://u@db/app',
    });
    expect(config.PORT).toBe(8080);
    expect(config.publicUrl).toBe('https://wertekreuz.example');
    expect(config.REDIRECT_ALLOWLIST).toEqual(['www.example.org', 'shop.example.org']);
    expect(config.RATE_LIMIT_MAX).toBe(0);
  });

  it('derives the public address from PUBLIC_URL, else the port', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://wertekreuz.example//' }).publicUrl).toBe(
      'https://wertekreuz.example',
    );
  });

  it('fails fast and names every bad key', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', JWT_SECRET: 'short', PROVIDER_EMAIL: 'nope' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/^PORT:/m);
    expect(problems).toMatch(/^JWT_SECRET:/m);
    expect(problems).toMatch(/^PROVIDER_EMAIL:/m);
  });

  it('takes NAVIGATION_URL only as an https: address, or http: on this machine', () => {
    for (const url of [
      'https://www.example.org',
      'http://127.0.0.1:8080',
      'http://localhost:3001',
      'http://[::1]:8080',
    ]) {
      expect(loadConfig({ NAVIGATION_URL: url }).NAVIGATION_URL, url).toBe(url);
    }
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'file:///etc/passwd',
      'ftp://example.org',
      'http://www.example.org',
      'http://10.0.0.5',
      'http://localhost.example.org',
    ]) {
      expect(problemsOf({ NAVIGATION_URL: url }), url).toEqual([
        expect.stringMatching(/^NAVIGATION_URL: must be an https: address/),
      ]);
    }
  });

  it('reads the operations settings; empty means unset', () => {
    const empty = loadConfig({ ADMIN_TOKEN: '', RELEASE: '' });
    expect(empty.ADMIN_TOKEN).toBeUndefined();
    expect(empty.release).toBe(loadConfig({}).release);
    expect(loadConfig({}).release).toMatch(/^\d+\.\d+\.\d+/);
    expect(loadConfig({ RELEASE: 'build-7' }).release).toBe('build-7');
    expect(() => loadConfig({ ADMIN_TOKEN: 'short' })).toThrow(/ADMIN_TOKEN/);
  });
});

describe('.env.example', () => {
  it('lists every setting and nothing else', () => {
    expect(Object.keys(readEnvExample()).sort()).toEqual([...CONFIG_KEYS].sort());
  });

  it('starts the server as it is, with the defaults (in production)', () => {
    const config = loadConfig(readEnvExample());
    expect(config.NODE_ENV).toBe('production');
    expect({ ...config, NODE_ENV: 'development' }).toEqual(loadConfig({}));
  });
});
