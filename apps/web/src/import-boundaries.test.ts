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
  await eslint.lintText('export {};\n', { filePath: join(ROOT, 'apps/web/src/lib/x.ts') });
}, FIRST_LINT_TIMEOUT_MS);

/** The boundary errors ESLint reports for `code` placed at `file` (relative to apps/web/src). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, 'apps/web/src', file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message);
}

describe('import boundaries of the web app (eslint.config.js)', () => {
  it.each([
    ['a feature importing app/', 'features/survey/pages/X.tsx', '@/app/pages', 'app/'],
    ['a feature climbing to app/', 'features/survey/pages/X.tsx', '../../../app/pages', 'app/'],
    [
      'a feature importing another feature',
      'features/survey/pages/X.tsx',
      '@/features/auth/forms/signup-validation',
      'Features do not import each other',
    ],
    [
      'components/ importing a feature',
      'components/ui/X.tsx',
      '@/features/auth/forms/signup-validation',
      'Shared code',
    ],
    [
      'lib/ importing a feature',
      'lib/x.ts',
      '@/features/auth/hooks/use-error-message',
      'Shared code',
    ],
    ['state/ importing app/', 'state/x.ts', '@/app/pages', 'Shared code'],
    ['lib/ importing state/', 'lib/x.ts', '@/state/survey-store', 'lib/ does not import state/'],
    ['lib/ importing domain/', 'lib/x.ts', '@/domain/results/results-api', 'lib/ is the plumbing'],
    [
      'domain/ importing a component',
      'domain/results/x.ts',
      '@/components/ui/FormMessage',
      'domain/ (results',
    ],
    ['domain/ importing state/', 'domain/groups/x.ts', '@/state/survey-store', 'domain/ (results'],
    [
      'domain/ importing a feature',
      'domain/groups/x.ts',
      '@/features/group/forms/group-name',
      'Shared',
    ],
  ])('refuses %s', async (_, file, from, expected) => {
    const errors = await boundaryErrors(file, `import { thing } from '${from}';\nvoid thing;\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(expected);
  });

  it('allows app -> features -> shared and imports inside a feature', async () => {
    const feature = [
      "import { FormMessage } from '@/components/ui/FormMessage';",
      "import { apiJson } from '@/lib/api-client';",
      "import { fetchAnswerSet } from '@/domain/results/results-api';",
      "import { useSurveyState } from '@/state/survey-store';",
      "import { useQuestionnaire } from '../api/use-questionnaire';",
      'void [FormMessage, apiJson, fetchAnswerSet, useSurveyState, useQuestionnaire];',
    ].join('\n');
    expect(await boundaryErrors('features/survey/pages/X.tsx', feature)).toEqual([]);
    const app =
      "import { SiteFooter } from '@/features/navigation/components/SiteFooter';\nvoid SiteFooter;\n";
    expect(await boundaryErrors('app/X.tsx', app)).toEqual([]);
    const state = "import { getAuth } from '../lib/auth-session';\nvoid getAuth;\n";
    expect(await boundaryErrors('state/x.ts', state)).toEqual([]);
    const domain = "import { apiJson } from '@/lib/api-client';\nvoid apiJson;\n";
    expect(await boundaryErrors('domain/groups/x.ts', domain)).toEqual([]);
  });
});
