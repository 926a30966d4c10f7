import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '@values-cross/core';

const ROOT = join(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: ROOT });

/**
 * ESLint reads its configuration and plugins on its first lint: about 1.7 s on a quiet 2-core
 * machine, several times that under load. That happens once, before the tests, with room to
 * spare; each test's own lint then takes milliseconds.
 */
const FIRST_LINT_TIMEOUT_MS = MINUTE_MS;
beforeAll(async () => {
  await eslint.lintText('export {};\n', { filePath: join(ROOT, 'apps/server/src/x.ts') });
}, FIRST_LINT_TIMEOUT_MS);

/** The boundary errors ESLint reports for `code` placed at `file` (relative to apps/server/src). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, 'apps/server/src', file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message);
}

const importing = (from: string) => `import { thing } from '${from}';\nvoid thing;\n`;

describe('module boundaries of the server (eslint.config.js)', () => {
  it.each([
    [
      "a module reaching into another module's files",
      'modules/gallery/x.ts',
      '../profile/portrait-image',
      'Import the profile module through its index.ts',
    ],
    [
      "the app reaching into a module's files",
      'app.ts',
      './modules/accounts/accounts',
      'Import the accounts module through its index.ts',
    ],
    [
      "an operator command reaching into a module's files",
      'admin/x.ts',
      '../modules/funnel/funnel.repository',
      'Import the funnel module through its index.ts',
    ],
    [
      'a module importing the personal-data module, which stands above it',
      'modules/accounts/x.ts',
      '../personal-data',
      'The personal-data module stands above the modules whose data it reads',
    ],
    [
      'an account part importing the account services above it',
      'modules/accounts/limits/x.ts',
      '../accounts',
      'An account part (passwords/, tokens/, cookies/, limits/) imports no account service',
    ],
    [
      'an account part importing a room of account services',
      'modules/accounts/tokens/x.ts',
      '../sessions/session.service',
      'An account part (passwords/, tokens/, cookies/, limits/) imports no account service',
    ],
    ['db/ importing a module', 'db/x.ts', '../modules/questionnaire', 'db/ imports no module'],
    ['http/ importing a module', 'http/x.ts', '../modules/accounts', 'http/ imports no module'],
  ])('refuses %s', async (_, file, from, expected) => {
    const errors = await boundaryErrors(file, importing(from));
    expect(errors.length).toBeGreaterThanOrEqual(1);
    expect(errors.some((error) => error.includes(expected))).toBe(true);
  });

  it("allows a module's own files and other modules through their index.ts", async () => {
    const module = [
      "import { GalleryRepository } from './gallery.repository';",
      "import { portraitSizes } from '../profile';",
      "import { notFound } from '../../http/http-error';",
      'void [GalleryRepository, portraitSizes, notFound];',
    ].join('\n');
    expect(await boundaryErrors('modules/gallery/x.ts', module)).toEqual([]);
    expect(await boundaryErrors('app.ts', importing('./modules/accounts'))).toEqual([]);
    expect(await boundaryErrors('db/x.ts', importing('./schema'))).toEqual([]);
  });

  it('allows personal-data to read the modules below it, and their tests to use it', async () => {
    const registry = [
      "import { UserRepository } from '../accounts';",
      "import { AnswerSetRepository } from '../answer-sets';",
      'void [UserRepository, AnswerSetRepository];',
    ].join('\n');
    expect(await boundaryErrors('modules/personal-data/x.ts', registry)).toEqual([]);
    expect(await boundaryErrors('modules/groups/x.test.ts', importing('../personal-data'))).toEqual(
      [],
    );
    expect(await boundaryErrors('app.ts', importing('./modules/personal-data'))).toEqual([]);
    expect(await boundaryErrors('admin/x.ts', importing('../modules/personal-data'))).toEqual([]);
  });

  it('allows the account services to use the parts, and the parts each other', async () => {
    expect(
      await boundaryErrors('modules/accounts/sessions/x.ts', importing('../limits/login-limits')),
    ).toEqual([]);
    expect(
      await boundaryErrors('modules/accounts/limits/x.ts', importing('../passwords/passwords')),
    ).toEqual([]);
    expect(
      await boundaryErrors('modules/accounts/limits/x.ts', importing('../user.repository')),
    ).toEqual([]);
  });
});
