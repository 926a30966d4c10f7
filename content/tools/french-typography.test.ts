import { describe, expect, it } from 'vitest';
import { currentQuestionnaire } from '../src/index';
import { checkFrenchQuestionnaire } from './check-french';
import { frenchSpacingFaults, withFrenchSpacing } from './french-typography';
import { publishedFingerprint } from '../src/published-fingerprint';

const N = '\u202f';
const NB = '\u00a0';

describe('Swiss French spacing', () => {
  it.each([
    ['Mot de passe oublié ?', `Mot de passe oublié${N}?`],
    ['aujourd’hui?', `aujourd’hui${N}?`],
    ['Merci ! Consulte', `Merci${N}! Consulte`],
    ['facultatif ; tu peux', `facultatif${N}; tu peux`],
    ['adresse e-mail: ton mot', `adresse e-mail${NB}: ton mot`],
    [`déjà${NB}?`, `déjà${N}?`],
    ['Vraiment ?!', `Vraiment${N}?!`],
  ])('writes %j as %j', (before, after) => {
    expect(withFrenchSpacing(before)).toBe(after);
    expect(frenchSpacingFaults(before)).toHaveLength(1);
    expect(frenchSpacingFaults(after)).toEqual([]);
  });

  it('leaves web addresses, times and placeholders alone', () => {
    for (const text of ['https://www.wertekreuz.ch/fr', 'à 12:30', 'Code {{code}}', '?']) {
      expect(withFrenchSpacing(text)).toBe(text);
      expect(frenchSpacingFaults(text)).toEqual([]);
    }
  });

  it('is enforced on the questionnaire by the checker', () => {
    const qn = structuredClone(currentQuestionnaire());
    expect(checkFrenchQuestionnaire({ file: 'q.json', questionnaire: qn })).toEqual([]);
    const first = qn.questions[0];
    if (!first) throw new Error('no question');
    first.text.fr = 'Tu vis où?';
    first.text.en = 'Where?';
    const problems = checkFrenchQuestionnaire({ file: 'q.json', questionnaire: qn });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toContain('questions[0].text.fr');
  });
});

describe('published fingerprint', () => {
  it('ignores the wording and changes with any scoring, id or flag', () => {
    const qn = currentQuestionnaire();
    const reworded = structuredClone(qn);
    const question = reworded.questions[0];
    if (!question?.answers[0]) throw new Error('no answer');
    question.text.fr = withFrenchSpacing('Autre texte ?');
    question.answers[0].text.it = 'altro';
    expect(publishedFingerprint(reworded)).toBe(publishedFingerprint(qn));

    const rescored = structuredClone(reworded);
    const answer = rescored.questions[0]?.answers[0];
    if (!answer) throw new Error('no answer');
    answer.scoring = answer.scoring.map((s, i) => (i === 0 ? s + 1 : s));
    expect(publishedFingerprint(rescored)).not.toBe(publishedFingerprint(qn));

    const reflagged = structuredClone(qn);
    if (!reflagged.questions[0]) throw new Error('no question');
    reflagged.questions[0].inNexpresso = !reflagged.questions[0].inNexpresso;
    expect(publishedFingerprint(reflagged)).not.toBe(publishedFingerprint(qn));
  });
});
