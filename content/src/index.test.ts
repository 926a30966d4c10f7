import { describe, expect, it } from 'vitest';
import { LOCALES, QUESTION_TYPES, leafQuestions, parseNavigationText } from '@values-cross/core';
import { readFileSync } from 'node:fs';
import {
  CURRENT_VERSION,
  compareVersions,
  currentQuestionnaire,
  getQuestionnaire,
  navigation,
  questionnaires,
  versionsInOrder,
} from './index';
import { allQuestions } from '../tools/check-structure';

describe('questionnaire versions', () => {
  it('serves the current version', () => {
    expect(currentQuestionnaire().version).toBe(CURRENT_VERSION);
    expect(getQuestionnaire(CURRENT_VERSION)).toBe(questionnaires[CURRENT_VERSION]);
    expect(getQuestionnaire('1999.1')).toBeUndefined();
    expect(getQuestionnaire('toString')).toBeUndefined();
    expect(versionsInOrder().at(-1)).toBe(CURRENT_VERSION);
  });

  it('orders versions numerically', () => {
    expect(['2026.10', '2027.1', '2026.2'].sort(compareVersions)).toEqual([
      '2026.2',
      '2026.10',
      '2027.1',
    ]);
  });
});

describe.each(Object.values(questionnaires))('questionnaire $version', (qn) => {
  const all = allQuestions(qn.questions);

  it('has four chapters, 44 to 70 questions, 15 to 20 of them in the short version', () => {
    expect(qn.chapters.map((c) => c.key)).toEqual(['here', 'there', 'me', 'we']);
    expect(qn.questions.length).toBeGreaterThanOrEqual(44);
    expect(qn.questions.length).toBeLessThanOrEqual(70);
    const short = qn.questions.filter((q) => q.inNexpresso);
    expect(short.length).toBeGreaterThanOrEqual(15);
    expect(short.length).toBeLessThanOrEqual(20);
    expect(new Set(short.map((q) => q.chapter))).toEqual(new Set([1, 2, 3, 4]));
  });

  it('uses every question type several times, and yes/no and several-option OPT questions', () => {
    for (const type of QUESTION_TYPES) {
      expect(all.filter((q) => q.type === type).length).toBeGreaterThanOrEqual(3);
    }
    const opt = all.filter((q) => q.type === 'OPT');
    expect(opt.filter((q) => q.answers.length === 2).length).toBeGreaterThanOrEqual(3);
    expect(opt.filter((q) => q.answers.length > 2).length).toBeGreaterThanOrEqual(3);
  });

  it('gives groups two to four children and MC questions a zero-scored none option', () => {
    for (const group of all.filter((q) => q.type === 'GROUP')) {
      expect(group.childQuestions.length).toBeGreaterThanOrEqual(2);
      expect(group.childQuestions.length).toBeLessThanOrEqual(4);
    }
    for (const mc of all.filter((q) => q.type === 'MC')) {
      expect(mc.answers.some((a) => a.scoring.every((v) => v === 0))).toBe(true);
    }
  });

  it('numbers answers as questionId * 100 + row, or a later number where a meaning changed', () => {
    for (const q of leafQuestions(qn.questions)) {
      for (const a of q.answers) {
        // A reworded answer takes the next number free after its question's earlier answers.
        expect(Math.floor(a.id / 100)).toBe(q.id);
        expect(a.id % 100).toBeGreaterThanOrEqual(a.row);
      }
    }
  });

  it('writes Swiss Standard German (ss, never ß)', () => {
    const german = JSON.stringify(
      all.map((q) => [q.title.de, q.text.de, q.answers.map((a) => a.text.de)]),
    );
    expect(german).not.toContain('ß');
  });
});

describe('navigation', () => {
  it('has the same kinds of links in every language, with the privacy page of the app', () => {
    for (const locale of LOCALES) {
      const links = navigation[locale];
      expect(links.length).toBe(navigation.de.length);
      expect(links.every((l) => l.title.trim() !== '' && l.url !== '')).toBe(true);
      expect(links.map((l) => l.url)).toContain(`/${locale}/privacy`);
      expect(links.some((l) => l.url.startsWith(`https://www.wertekreuz.ch/${locale}/`))).toBe(
        true,
      );
      expect(links.some((l) => l.url.includes('instagram.com'))).toBe(true);
    }
  });

  it('parses as the app parses navigation.json', () => {
    for (const locale of LOCALES) {
      const text = readFileSync(new URL(`../navigation/${locale}.json`, import.meta.url), 'utf8');
      expect(parseNavigationText(text)).toEqual(navigation[locale]);
    }
  });
});
