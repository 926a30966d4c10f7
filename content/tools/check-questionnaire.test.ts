import { describe, expect, it } from 'vitest';
import type { Questionnaire, QuestionType } from '@values-cross/core';
import { CURRENT_VERSION, questionnaires, versionsInOrder } from '../src/index';
import { checkAllVersions, checkQuestionnaire } from './check-questionnaire';
import { ruleCorrection } from './correction-rule';
import { loadVersionFiles } from './load-versions';
import { formatProblem, type Problem } from './problem';
import { answerAt, brokenCopy, CONTENT_ROOT, CURRENT_FILE, questionById } from './test-helpers';

const check = (questionnaire: Questionnaire): Problem[] =>
  checkQuestionnaire({ file: CURRENT_FILE, questionnaire });

const messages = (problems: Problem[]): string[] => problems.map(formatProblem);

describe('the shipped content', () => {
  it('passes every check, in every version', () => {
    const versions = loadVersionFiles(CONTENT_ROOT);
    expect(messages(checkAllVersions(versions))).toEqual([]);
  });

  it('publishes exactly the questionnaire files on disk, in order', () => {
    const onDisk = loadVersionFiles(CONTENT_ROOT).map((v) => v.questionnaire.version);
    expect(versionsInOrder()).toEqual(onDisk);
    expect(Object.keys(questionnaires)).toContain(CURRENT_VERSION);
  });
});

describe('each check can fail', () => {
  it('reports a missing or empty locale with question id and locale', () => {
    const qn = brokenCopy();
    questionById(qn, 1).text.fr = '  ';
    delete (answerAt(questionById(qn, 5), 0).text as Partial<Record<string, string>>).it;
    const there = qn.chapters[1];
    if (there) there.intro.en = '';
    const problems = check(qn);
    expect(problems).toContainEqual(
      expect.objectContaining({ questionId: 1, locale: 'fr', message: 'text is missing or empty' }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        questionId: 5,
        locale: 'it',
        message: 'answer 501 text is missing or empty',
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        questionId: null,
        locale: 'en',
        message: 'chapter 2 intro is missing or empty',
      }),
    );
  });

  it('reports duplicate question and answer ids', () => {
    const qn = brokenCopy();
    questionById(qn, 2).id = 1;
    answerAt(questionById(qn, 8), 0).id = 101;
    const text = messages(check(qn)).join('\n');
    expect(text).toContain('question 1: duplicate question id 1');
    expect(text).toContain('question 8: duplicate answer id 101 (also in question 1)');
  });

  it('reports a scoring vector that is not 12 finite numbers', () => {
    const qn = brokenCopy();
    answerAt(questionById(qn, 9), 2).scoring = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    answerAt(questionById(qn, 10), 0).scoring = [Number.NaN, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    const text = messages(check(qn)).join('\n');
    expect(text).toContain('question 9: answer 903: scoring must be 12 finite numbers (has 11)');
    expect(text).toContain('question 10: answer 1001: scoring must be 12 finite numbers (has 12)');
  });

  it('reports an unknown question type', () => {
    const qn = brokenCopy();
    questionById(qn, 12).type = 'SLIDER' as QuestionType;
    expect(messages(check(qn))).toContain(
      `${CURRENT_FILE}, question 12: unknown question type 'SLIDER'`,
    );
  });

  it('reports a group without children, or with answers', () => {
    const qn = brokenCopy();
    questionById(qn, 4).childQuestions = [];
    questionById(qn, 21).answers = [answerAt(questionById(qn, 1), 0)];
    const text = messages(check(qn)).join('\n');
    expect(text).toContain('question 4: GROUP has no child questions');
    expect(text).toContain('question 21: GROUP must not have answers');
  });

  it('reports a MAX3 question with fewer than four options', () => {
    const qn = brokenCopy();
    const max3 = questionById(qn, 13);
    expect(max3.type).toBe('MC_MAX3');
    max3.answers = max3.answers.slice(0, 3);
    expect(messages(check(qn))).toContain(
      `${CURRENT_FILE}, question 13: MAX3 question has 3 options; at least 4`,
    );
  });

  it('reports a list longer than the page turns before its scripts run', () => {
    const qn = brokenCopy();
    const list = questionById(qn, 27);
    expect(list.type).toBe('MC');
    const more = Array.from({ length: 4 }, (_, i) => ({
      ...answerAt(list, 0),
      id: 9000 + i,
      row: list.answers.length + i + 1,
    }));
    list.answers = [...list.answers, ...more];
    expect(messages(check(qn))).toContain(
      `${CURRENT_FILE}, question 27: list has 13 options; at most 12 (the page turns no longer list)`,
    );
  });

  it("reports yes/no answers that are not exactly 'ja' / 'nein'", () => {
    const qn = brokenCopy();
    const q3 = questionById(qn, 3);
    answerAt(q3, 0).text.de = 'Ja';
    answerAt(q3, 1).text.de = 'Nein';
    answerAt(q3, 1).text.en = 'No';
    const problems = check(qn);
    expect(problems).toContainEqual(expect.objectContaining({ questionId: 3, locale: 'de' }));
    expect(problems).toContainEqual(expect.objectContaining({ questionId: 3, locale: 'en' }));
    expect(problems.find((p) => p.locale === 'de')?.message).toContain(
      "expected exactly 'ja' / 'nein'",
    );
  });

  it('requires the question ids 3 and 52', () => {
    const qn = brokenCopy();
    questionById(qn, 52).id = 99;
    expect(messages(check(qn))).toContain(
      `${CURRENT_FILE}: question id 52 must exist (shown without hint)`,
    );
  });

  it('reports a value dimension loaded too rarely in the short version', () => {
    const qn = brokenCopy();
    const freedom = 6;
    for (const q of qn.questions.filter((x) => x.inNexpresso)) {
      for (const leaf of [q, ...q.childQuestions]) {
        for (const a of leaf.answers)
          a.scoring = a.scoring.map((v, d) => (d === freedom && v < 0 ? 0 : v));
      }
    }
    const text = messages(check(qn)).join('\n');
    expect(text).toContain(
      'dimension freedom: only 0 short-version question(s) lower it; at least 3 needed',
    );
    expect(text).not.toContain('dimension freedom: only 0 short-version question(s) raise it');
  });

  it('reports a value dimension that cannot reach 0 and 1', () => {
    const qn = brokenCopy();
    const power = 7;
    const zeroPower = (q: {
      answers: { scoring: readonly number[] }[];
      childQuestions: unknown[];
    }) => {
      for (const a of q.answers) a.scoring = a.scoring.map((v, d) => (d === power ? 0 : v));
    };
    for (const q of qn.questions) [q, ...q.childQuestions].forEach(zeroPower);
    const text = messages(check(qn)).join('\n');
    for (const part of ['short', 'long']) {
      expect(text).toContain(`dimension power cannot reach 1 in the ${part} version`);
      expect(text).toContain(`dimension power cannot reach 0 in the ${part} version`);
    }
  });
});

describe('ids keep their meaning across versions', () => {
  const next = (change: (qn: Questionnaire) => void) => {
    const qn = brokenCopy();
    qn.version = '2099.1';
    change(qn);
    qn.correction = ruleCorrection(qn);
    return [
      { file: CURRENT_FILE, questionnaire: brokenCopy() },
      { file: 'questionnaire/2099.1.json', questionnaire: qn },
    ];
  };

  it('accepts an unchanged next version and a retired question', () => {
    expect(checkAllVersions(next(() => {}))).toEqual([]);
    const retired = next((qn) => {
      qn.questions = qn.questions.filter((q) => q.id !== 2);
    });
    expect(messages(checkAllVersions(retired)).filter((m) => m.includes('2099.1'))).toEqual([]);
  });

  it('reports a question id whose type changed', () => {
    const versions = next((qn) => {
      questionById(qn, 12).type = 'OPT';
    });
    expect(messages(checkAllVersions(versions))).toContain(
      `questionnaire/2099.1.json, question 12: question id 12 was SC in ${CURRENT_FILE}, is now OPT`,
    );
  });

  it('reports an answer id moved to another question', () => {
    const versions = next((qn) => {
      answerAt(questionById(qn, 1), 0).id = 9901;
      answerAt(questionById(qn, 2), 0).id = 101;
    });
    expect(messages(checkAllVersions(versions))).toContain(
      `questionnaire/2099.1.json, question 2: answer id 101 belonged to question 1 in ${CURRENT_FILE}, now to question 2`,
    );
  });
});

describe('the short version and the offsets of a version', () => {
  const checkLater = (questionnaire: Questionnaire) =>
    checkQuestionnaire({ file: 'questionnaire/2099.1.json', questionnaire });
  const later = (change: (qn: Questionnaire) => void = () => {}) => {
    const qn = brokenCopy();
    qn.version = '2099.1';
    change(qn);
    qn.correction ??= ruleCorrection(qn);
    return qn;
  };

  it('asks offsets computed by the rule from a later version', () => {
    expect(messages(checkLater(later()))).toEqual([]);
    const off = later((qn) => {
      qn.correction = {
        ...ruleCorrection(qn),
        short: ruleCorrection(qn).short.map((x) => x + 0.01),
      };
    });
    expect(messages(checkLater(off)).join('\n')).toContain("correction must be the rule's offsets");
    const none = later();
    delete none.correction;
    expect(messages(checkLater(none)).join('\n')).toContain(
      "correction must be the rule's offsets",
    );
  });

  it('keeps the specification’s vectors for 2026.1 only', () => {
    const qn = brokenCopy();
    qn.version = '2026.1';
    qn.correction = ruleCorrection(qn);
    const problems = checkQuestionnaire({ file: 'questionnaire/2026.1.json', questionnaire: qn });
    expect(messages(problems).join('\n')).toContain('specification’s vectors only');
  });

  it('asks 15 to 20 questions, at most 24 answers and one in every chapter', () => {
    const flags = (ids: (q: Questionnaire['questions'][number]) => boolean) =>
      later((qn) => {
        qn.questions = qn.questions.map((q) => ({
          ...q,
          inNexpresso: ids(q),
          childQuestions: q.childQuestions.map((child) => ({ ...child, inNexpresso: ids(q) })),
        }));
      });
    const firstOf = (qn: Questionnaire, chapter: number) =>
      qn.questions.filter((q) => q.chapter === chapter && q.type !== 'GROUP').slice(0, 4);
    const few = flags((q) => q.chapter === 1);
    const text = messages(checkLater(few)).join('\n');
    expect(text).toMatch(/the short version has \d+ questions \(15 to 20\)|chapter 2 has no/);
    expect(text).toContain('chapter 2 has no short-version question');
    const base = brokenCopy();
    const four = new Set([1, 2, 3, 4].flatMap((c) => firstOf(base, c)).map((q) => q.id));
    expect(four.size).toBe(16);
    const sizeRules = /short version has|short version asks|has no short-version/;
    const sized = messages(checkLater(flags((q) => four.has(q.id))));
    expect(sized.filter((m) => sizeRules.test(m))).toEqual([]);
    const groups = new Set(base.questions.filter((q) => q.type === 'GROUP').map((q) => q.id));
    const withGroups = flags((q) => four.has(q.id) || groups.has(q.id));
    const answers = messages(checkLater(withGroups)).join('\n');
    expect(answers).toMatch(/the short version asks \d+ answers \(at most 24\)/);
  });
});

describe('answer scales', () => {
  it('accept an ordered single choice and refuse a scale on anything else', () => {
    const qn = brokenCopy();
    const single = qn.questions.find((q) => q.type === 'SC' && q.answers.length >= 3);
    const group = qn.questions.find((q) => q.type === 'GROUP');
    if (!single || !group) throw new Error('no single choice or group question');
    single.scale = 'amount';
    expect(check(qn)).toEqual([]);
    group.scale = 'agreement';
    (single as { scale: string }).scale = 'mood';
    const found = messages(check(qn));
    expect(found).toHaveLength(2);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`question ${single.id}: unknown answer scale 'mood'`),
        expect.stringContaining(`question ${group.id}: an answer scale needs a single choice`),
      ]),
    );
  });

  it('refuse a scale on a question with fewer than three answers', () => {
    const qn = brokenCopy();
    const yesNo = qn.questions.find((q) => q.type !== 'GROUP' && q.answers.length === 2);
    if (!yesNo) throw new Error('no question with two answers');
    yesNo.scale = 'agreement';
    expect(messages(check(qn))).toEqual([
      expect.stringContaining(`question ${yesNo.id}: an answer scale needs a single choice`),
    ]);
  });
});
