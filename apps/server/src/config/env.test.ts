import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('loadConfig', () => {
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

  it('reads the operations settings; empty means unset', () => {
    expect(loadConfig({ ADMIN_TOKEN: '', RELEASE: '' })).toMatchObject({ ADMIN_TOKEN: undefined });
    expect(loadConfig({}).release).toMatch(/^\d+\.\d+\.\d+/);
    expect(loadConfig({ RELEASE: 'build-7' }).release).toBe('build-7');
    expect(() => loadConfig({ ADMIN_TOKEN: 'short' })).toThrow(/ADMIN_TOKEN/);
  });
});
