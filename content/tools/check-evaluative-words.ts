import { LOCALES, type Locale, type QuestionContent } from '@values-cross/core';
import { problem, type Problem } from './problem';

/**
 * Words that praise or blame what they stand beside, per language (lower case, whole words): an
 * option that says its choice is affordable, sensible, fair or outdated, where its siblings say
 * nothing of the kind, draws people to it or away from it by its wording, not by what it means.
 * Words a list must use for what it asks ("fair chances" as the value an option stands for) are
 * allowed by the item's translation record, with the reason.
 */
export const EVALUATIVE: Readonly<Record<Locale, readonly string[]>> = {
  de: [
    'günstig',
    'günstige',
    'günstigen',
    'bezahlbar',
    'bezahlbare',
    'bezahlbaren',
    'vernünftig',
    'vernünftige',
    'vernünftigen',
    'sinnvoll',
    'sinnvolle',
    'sinnvollen',
    'fair',
    'faire',
    'fairen',
    'gerecht',
    'gerechte',
    'gerechten',
    'ungerecht',
    'unfair',
    'veraltet',
    'veraltete',
    'überholt',
    'überholte',
    'altmodisch',
    'zeitgemäss',
    'modern',
    'moderne',
    'naiv',
    'bequem',
    'unsinnig',
    'übertrieben',
  ],
  fr: [
    'abordable',
    'abordables',
    'raisonnable',
    'raisonnables',
    'sensé',
    'sensée',
    'sensés',
    'juste',
    'justes',
    'injuste',
    'injustes',
    'équitable',
    'équitables',
    'dépassé',
    'dépassée',
    'dépassés',
    'démodé',
    'démodée',
    'moderne',
    'modernes',
    'naïf',
    'naïve',
    'exagéré',
    'exagérée',
    'commode',
  ],
  it: [
    'conveniente',
    'convenienti',
    'accessibile',
    'accessibili',
    'abbordabile',
    'ragionevole',
    'ragionevoli',
    'sensato',
    'sensata',
    'giusto',
    'giusta',
    'giusti',
    'giuste',
    'ingiusto',
    'ingiusta',
    'equo',
    'equa',
    'eque',
    'superato',
    'superata',
    'antiquato',
    'antiquata',
    'moderno',
    'moderna',
    'moderni',
    'ingenuo',
    'esagerato',
    'esagerata',
  ],
  // Not "just": it is "only" far more often than "fair".
  en: [
    'affordable',
    'reasonable',
    'sensible',
    'fair',
    'unfair',
    'unjust',
    'outdated',
    'old-fashioned',
    'modern',
    'naive',
    'exaggerated',
    'convenient',
  ],
};

/** The evaluative words of a text in a language. */
export function evaluativeWords(text: string, locale: Locale): string[] {
  const words = new Set(text.toLowerCase().split(/[^\p{L}-]+/u));
  return EVALUATIVE[locale].filter((word) => words.has(word));
}

/**
 * No option of a list carries an evaluative word that none of its siblings carries, in the
 * standard and the easy wording of every language, unless the record allows it for that answer
 * (`allowed`: answer id → reason). Agreement scales are left to the scale's own rule.
 */
export function evaluativeProblems(input: {
  file: string;
  question: QuestionContent;
  allowed: ReadonlyMap<number, string>;
}): Problem[] {
  const { file, question, allowed } = input;
  if (question.scale === 'agreement' || question.answers.length < 2) return [];
  const problems: Problem[] = [];
  for (const locale of LOCALES) {
    for (const reading of ['standard', 'easy'] as const) {
      const wordings = question.answers.map((answer) => {
        const text =
          reading === 'easy'
            ? (answer.easy?.text[locale] ?? answer.text[locale])
            : answer.text[locale];
        return { answer, text, words: evaluativeWords(text, locale) };
      });
      for (const { answer, text, words } of wordings) {
        if (allowed.has(answer.id)) continue;
        const siblings = new Set(
          wordings.filter((w) => w.answer.id !== answer.id).flatMap((w) => w.words),
        );
        const alone = words.filter((word) => !siblings.has(word));
        if (alone.length === 0) continue;
        problems.push(
          problem(
            file,
            `answer ${answer.id} (${reading}) carries "${alone.join('", "')}", which none of its siblings does: "${text}"`,
            { questionId: question.id, locale },
          ),
        );
      }
    }
  }
  return problems;
}
