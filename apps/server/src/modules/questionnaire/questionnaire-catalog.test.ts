import { describe, expect, it } from 'vitest';
import { currentQuestionnaire } from '@values-cross/content';
import { QuestionnaireCatalog } from './questionnaire-catalog';
import type { QuestionnaireRepository } from './questionnaire.repository';

function repository(find: (version: string) => Promise<unknown>) {
  return { find } as unknown as QuestionnaireRepository;
}

describe('QuestionnaireCatalog', () => {
  it('answers a failed read with the error, caches nothing, and reads again next time', async () => {
    let calls = 0;
    const current = currentQuestionnaire();
    const catalog = new QuestionnaireCatalog(
      repository(async () => {
        calls += 1;
        if (calls === 1) throw Object.assign(new Error('down'), { code: 'ECONNREFUSED' });
        return current;
      }),
      current.version,
    );
    await expect(catalog.get(current.version)).rejects.toThrow('down');
    await expect(catalog.get(current.version)).resolves.toMatchObject({
      questionnaire: { version: current.version },
    });
    await catalog.get(current.version);
    expect(calls).toBe(2);
  });

  it('does not cache versions that do not exist', async () => {
    let calls = 0;
    const catalog = new QuestionnaireCatalog(
      repository(async () => {
        calls += 1;
        return undefined;
      }),
      '2026.1',
    );
    expect(await catalog.get('1999.1')).toBeUndefined();
    expect(await catalog.get('1999.1')).toBeUndefined();
    expect(calls).toBe(2);
  });
});
