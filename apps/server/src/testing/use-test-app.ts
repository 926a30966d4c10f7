import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestAppAccess } from './test-app';

/** Settings a test overrides; a function is called when the app is built, for values known only then. */
type TestEnv = Record<string, string> | (() => Record<string, string>);

/**
 * A test app for the enclosing `describe`: built on a fresh database before its tests, closed
 * after them. Read `app`, `config` and `testDatabase` inside hooks and tests.
 */
export function useTestApp(env: TestEnv = {}): TestAppAccess {
  let current: TestApp | undefined;
  const built = (): TestApp => {
    if (!current) throw new Error('the test app exists only while the tests of its describe run');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(typeof env === 'function' ? env() : env);
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    get app() {
      return built().app;
    },
    get config() {
      return built().config;
    },
    get testDatabase() {
      return built().testDatabase;
    },
  };
}
