import { describe, expect, it } from 'vitest';
import type { Questionnaire } from '@values-cross/core';
import { asksFileName, checkAsks, readRecord } from './check-asks';
import { checkDegree, checkDegreeOnDisk, degreeMismatches, DEGREE_FROM } from './check-degree';
import { formatProblem } from './problem';
import { brokenCopy, CONTENT_ROOT, CURRENT_FILE, questionById } from './test-helpers';

const version = brokenCopy().version;
const notesFile = asksFileName(version);

/** The shipped translation record of the served version, as a fresh object. */
function shippedRecord(): Record<string, Record<string, unknown>> {
  const record = readRecord(CONTENT_ROOT, version);
  if (!('notes' in record)) throw new Error(`no record for ${version}`);
  return structuredClone(record.notes) as Record<string, Record<string, unknown>>;
}

/** The record with `extra` merged into one question's note. */
function recordWith(questionId: number, extra: Record<string, unknown>) {
  const record = shippedRecord();
  record[String(questionId)] = { ...record[String(questionId)], ...extra };
  return record;
}

const linesOf = (questionnaire: Questionnaire, record: unknown) =>
  checkDegree({ file: CURRENT_FILE, questionnaire, notesFile, record }).map(formatProblem);

/**
 * What the check says after `change` that it did not say before, and what it no longer says:
 * the served texts are being reviewed, so a test looks at the change, not at the whole list.
 */
function changes(change: (qn: Questionnaire) => void, record: unknown = shippedRecord()) {
  const before = linesOf(brokenCopy(), shippedRecord());
  const qn = brokenCopy();
  change(qn);
  const after = linesOf(qn, record);
  return {
    added: after.filter((line) => !before.includes(line)),
    gone: before.filter((line) => !after.includes(line)),
  };
}

const answerOf = (qn: Questionnaire, questionId: number, answerId: number) => {
  const answer = questionById(qn, questionId).answers.find((a) => a.id === answerId);
  if (!answer) throw new Error(`no answer ${answerId}`);
  return answer;
};

/** Question 7's "stimme voll und ganz zu", made "eher einverstanden" in the easy German. */
const weakenEasyGerman = (qn: Questionnaire) => {
  const easy = answerOf(qn, 7, 705).easy;
  if (easy) easy.text.de = easy.text.de.replace('voll und ganz', 'eher');
};

describe('a wording that grades otherwise', () => {
  it('is found when an easy answer weakens "voll und ganz" to "eher"', () => {
    expect(changes(weakenEasyGerman)).toEqual({
      added: [
        `${CURRENT_FILE}, question 7, de: answer 705's easy text says moderate ("eher") where its standard text says extreme ("voll und ganz"): "eher einverstanden"`,
      ],
      gone: [],
    });
  });

  it('is found when a translation weakens the German, and its easy text then differs too', () => {
    const { added } = changes((qn) => {
      answerOf(qn, 7, 705).text.it = 'piuttosto d’accordo';
    });
    expect(added).toEqual([
      `${CURRENT_FILE}, question 7, it: answer 705's text says moderate ("piuttosto") where the German text says extreme ("voll und ganz"): "piuttosto d’accordo"`,
      `${CURRENT_FILE}, question 7, it: answer 705's easy text says extreme ("del tutto") where its standard text says moderate ("piuttosto"): "del tutto d’accordo"`,
    ]);
  });

  it('is found in a question text that drops its degree', () => {
    const { added } = changes((qn) => {
      const q = questionById(qn, 55);
      q.text.en = q.text.en.replace('a particularly hard time', 'a hard time');
    });
    expect(added).toEqual([
      expect.stringMatching(
        /question 55, en: text says no degree where the German text says extreme \("besonders"\)/,
      ),
      expect.stringMatching(
        /question 55, en: easy text says extreme \("very"\) where its standard text says no degree/,
      ),
    ]);
  });

  it('is found when an easy answer drops a multiple its standard text says', () => {
    const { added } = changes((qn) => {
      const easy = answerOf(qn, 42, 4203).easy;
      if (easy) easy.text.fr = 'une fois par semaine';
    });
    expect(added).toEqual([
      `${CURRENT_FILE}, question 42, fr: answer 4203's easy text says no degree where its standard text says multiple ("plusieurs fois"): "une fois par semaine"`,
    ]);
  });
});

describe("the record's degree decisions", () => {
  const decided = (easy: string[], decision: string) =>
    recordWith(7, { answers: { 705: { de: { degree: { easy, decision } } } } });

  it('allow a wording to differ, for that language and wording only', () => {
    expect(changes(weakenEasyGerman, decided(['moderate'], 'Only to test.'))).toEqual({
      added: [],
      gone: [],
    });
  });

  it('hold the wording to the classes they name', () => {
    expect(changes(weakenEasyGerman, decided(['slight'], 'Only to test.')).added).toEqual([
      expect.stringContaining(
        `answer 705's easy text says moderate ("eher") where the record's decision says slight`,
      ),
    ]);
  });

  it('decide a question text and its easy text apart', () => {
    const dropped = (qn: Questionnaire) => {
      const q = questionById(qn, 55);
      q.text.en = q.text.en.replace('a particularly hard time', 'a hard time');
    };
    const decision = 'Only to test: English says it without a degree word.';
    expect(
      changes(dropped, recordWith(55, { degree: { en: { text: [], decision } } })).added,
    ).toEqual([
      expect.stringContaining(
        'question 55, en: easy text says extreme ("very") where its standard',
      ),
    ]);
    const both = { degree: { en: { text: [], easy: ['extreme'], decision } } };
    expect(changes(dropped, recordWith(55, both)).added).toEqual([]);
  });

  it('give a reason, name known classes and languages, and only answers that exist', () => {
    const lines = (extra: Record<string, unknown>) => linesOf(brokenCopy(), recordWith(7, extra));
    expect(lines({ degree: { fr: { text: ['extreme'], decision: ' ' } } })).toContain(
      `${notesFile}, question 7: the note "degree", fr: gives no reason`,
    );
    expect(lines({ degree: { rm: { text: [], decision: 'x' } } })).toContain(
      `${notesFile}, question 7: the note "degree" names no language "rm"`,
    );
    expect(lines({ degree: { de: { text: [], decision: 'x' } } })).toContain(
      `${notesFile}, question 7: the note "degree", de: "text": the German standard text is the reference, it needs no decision`,
    );
    expect(
      lines({ answers: { 705: { fr: { degree: { easy: ['very'], decision: 'x' } } } } }),
    ).toContain(
      `${notesFile}, question 7: the note "answers", answer 705, fr, "degree": "easy" must list degree classes (extreme, moderate, slight, multiple)`,
    );
    expect(lines({ answers: { 999: { fr: { degree: { easy: [], decision: 'x' } } } } })).toContain(
      `${CURRENT_FILE}, question 7: the record decides the degree of answer 999, which the question lacks`,
    );
  });

  it('are no decisions on the modal classes (check-asks.ts reads the same answers)', () => {
    const notes = decided(['moderate'], 'Only to test.');
    const asks = checkAsks({ file: CURRENT_FILE, questionnaire: brokenCopy(), notesFile, notes });
    expect(asks.filter((p) => p.questionId === 7)).toEqual([]);
  });
});

describe('the versions the rule holds for', () => {
  it(`starts with ${DEGREE_FROM}`, () => {
    const qn = brokenCopy();
    weakenEasyGerman(qn);
    qn.version = '2027.1';
    const input = { file: 'questionnaire/2027.1.json', questionnaire: qn, notesFile, record: null };
    expect(degreeMismatches(input).map(formatProblem)).toContain(
      `questionnaire/2027.1.json, question 7, de: answer 705's easy text says moderate ("eher") where its standard text says extreme ("voll und ganz"): "eher einverstanden"`,
    );
    // The versions before it are left as published.
    expect(checkDegree(input)).toEqual([]);
    expect(checkDegree({ ...input, questionnaire: { ...qn, version: DEGREE_FROM } })).not.toEqual(
      [],
    );
  });

  it('reads the record from the content package, and needs none to read the texts', () => {
    const qn = brokenCopy();
    weakenEasyGerman(qn);
    const onDisk = checkDegreeOnDisk({
      contentRoot: CONTENT_ROOT,
      file: CURRENT_FILE,
      questionnaire: qn,
    });
    expect(onDisk.map(formatProblem)).toEqual(linesOf(qn, shippedRecord()));
    const without = checkDegreeOnDisk({
      contentRoot: '/nonexistent',
      file: CURRENT_FILE,
      questionnaire: qn,
    });
    expect(without.map(formatProblem)).toEqual(linesOf(qn, null));
    expect(without.map(formatProblem)).toContain(
      `${CURRENT_FILE}, question 7, de: answer 705's easy text says moderate ("eher") where its standard text says extreme ("voll und ganz"): "eher einverstanden"`,
    );
  });
});
