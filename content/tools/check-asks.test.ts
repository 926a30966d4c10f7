import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { asksFileName, checkAsks, checkAsksOnDisk } from './check-asks';
import { loadVersionFiles } from './load-versions';
import { formatProblem } from './problem';
import { brokenCopy, CONTENT_ROOT, CURRENT_FILE, questionById } from './test-helpers';

const questionnaire = brokenCopy();
const notesFile = asksFileName(questionnaire.version);
const shippedNotes = (): Record<string, unknown> =>
  JSON.parse(readFileSync(join(CONTENT_ROOT, notesFile), 'utf8')) as Record<string, unknown>;

/** The check's lines for the current questionnaire after `change`, with the shipped notes. */
function linesAfter(
  change: (qn: typeof questionnaire) => void,
  notes: Record<string, unknown> = shippedNotes(),
) {
  const qn = brokenCopy();
  change(qn);
  return checkAsks({ file: CURRENT_FILE, questionnaire: qn, notesFile, notes }).map(formatProblem);
}

describe('what each question asks, in the shipped content', () => {
  it.each(loadVersionFiles(CONTENT_ROOT))(
    'holds for every wording of $file',
    ({ file, questionnaire: qn }) => {
      expect(checkAsksOnDisk({ contentRoot: CONTENT_ROOT, file, questionnaire: qn })).toEqual([]);
    },
  );
});

describe('a wording that asks another question', () => {
  it('is found when an easy text turns should into must', () => {
    const lines = linesAfter((qn) => {
      const easy = questionById(qn, 15).easy;
      if (easy) easy.text.fr = easy.text.fr.replace('devrait', 'doit');
    });
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${CURRENT_FILE}, question 15, fr: easy text says must where the question asks with should: "La Suisse doit`,
        ),
      ),
    ]);
  });

  it('is found when an easy text drops the condition and the hypothesis', () => {
    const lines = linesAfter((qn) => {
      const easy = questionById(qn, 8).easy;
      if (easy) easy.text.en = 'Imagine you can choose freely. Where would you most like to live?';
    });
    expect(lines).toEqual([
      expect.stringContaining(
        'question 8, en: easy text says can where the question asks with could',
      ),
      expect.stringContaining('question 8, en: easy text drops the condition the question sets'),
    ]);
  });

  it('is found when an easy text adds a modal verb or a condition', () => {
    const lines = linesAfter((qn) => {
      const easy = questionById(qn, 79).easy;
      if (easy) easy.text.de = 'Andere können dich als erfolgreich sehen, wenn du Glück hast.';
    });
    expect(lines).toEqual([
      expect.stringContaining(
        'question 79, de: easy text says can where the question asks with no modal verb',
      ),
      expect.stringContaining('question 79, de: easy text sets a condition the question does not'),
    ]);
  });

  it('is found in a standard text too', () => {
    const lines = linesAfter((qn) => {
      questionById(qn, 24).text.it = 'Chi si trasferisce in Svizzera deve adattarsi.';
    });
    expect(lines).toEqual([
      expect.stringContaining(
        'question 24, it: text says must where the question asks with should',
      ),
    ]);
  });
});

describe('an answer that says another thing in one wording', () => {
  const answerOf = (qn: typeof questionnaire, id: number) => {
    const answer = qn.questions.flatMap((q) => q.answers).find((a) => a.id === id);
    if (!answer) throw new Error(`no answer ${id}`);
    return answer;
  };

  it('is found when a translation turns should into must', () => {
    const lines = linesAfter((qn) => {
      const answer = answerOf(qn, 4404);
      answer.text.fr = answer.text.fr.replace('devrait', 'doit');
    });
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${CURRENT_FILE}, question 44, fr: answer 4404's text says must where the German text says no modal verb: "beaucoup`,
        ),
      ),
    ]);
  });

  it('is found when an easy text adds "can" its standard text does not say', () => {
    const lines = linesAfter((qn) => {
      const easy = answerOf(qn, 4302).easy;
      if (easy) easy.text.it = 'avere influenza e poter dire la mia';
    });
    expect(lines).toEqual([
      expect.stringContaining(
        "question 43, it: answer 4302's easy text says can where the German text says no modal verb",
      ),
    ]);
  });

  it('is found when a wording sets a condition its German text does not, or drops one', () => {
    const lines = linesAfter((qn) => {
      const answer = answerOf(qn, 4404);
      answer.text.en = `${answer.text.en}, if it has the money`;
      const easy = answerOf(qn, 4401).easy;
      if (easy) easy.text.it = `${easy.text.it}, se ci sono i soldi`;
    });
    expect(lines).toEqual([
      expect.stringContaining(
        "question 44, it: answer 4401's easy text sets a condition the German text does not set",
      ),
      expect.stringContaining(
        "question 44, en: answer 4404's text sets a condition the German text does not set",
      ),
    ]);
  });

  it('is not found where the answer says again what the question asks', () => {
    // Question 25 asks how closely Switzerland should work with the EU.
    const lines = linesAfter((qn) => {
      answerOf(qn, 2504).text.de = 'Die Schweiz soll Mitglied der EU werden.';
    });
    expect(lines).toEqual([]);
  });

  it('is allowed in one language by a decision of the record, with its reason', () => {
    const change = (qn: typeof questionnaire) => {
      answerOf(qn, 4803).text.fr = 'peut-être, je peux essayer';
    };
    const notes = shippedNotes();
    const decided = (modality: string[], decision: string) => ({
      ...notes,
      48: { ...(notes['48'] as object), answers: { 4803: { fr: { modality, decision } } } },
    });
    expect(linesAfter(change)).toEqual([
      expect.stringContaining(
        "question 48, fr: answer 4803's text says can where the German text says no modal verb",
      ),
    ]);
    expect(linesAfter(change, decided(['can'], 'Only to test: "je peux" is its own.'))).toEqual([
      // The decision holds for the language's every wording: the easy text must say it too.
      expect.stringContaining(
        "question 48, fr: answer 4803's easy text says no modal verb where the record's decision says can",
      ),
    ]);
    expect(linesAfter(change, decided(['can'], ''))).toEqual([
      `${notesFile}, question 48: the note "answers", answer 4803, fr: the decision gives no reason`,
    ]);
  });
});

describe('the notes', () => {
  it('are needed for every question', () => {
    const notes = shippedNotes();
    delete notes['46'];
    expect(linesAfter(() => undefined, notes)).toEqual([
      `${CURRENT_FILE}, question 46: no note of what the question asks in ${notesFile}`,
    ]);
  });

  it('name only questions that exist, with a sentence, known classes and a condition', () => {
    const notes = {
      ...shippedNotes(),
      999: { asks: 'Nothing.', modality: [], condition: false },
      12: { asks: '', modality: ['could'], condition: false },
      14: { asks: 'How to deal with the wolf.', modality: ['shall'], condition: false },
      15: { asks: 'Whether to lead.', modality: ['should'], condition: 'yes' },
    };
    expect(linesAfter(() => undefined, notes)).toEqual([
      `${notesFile}, question 12: the note has no "asks" sentence`,
      `${notesFile}, question 14: the note "modality" must list modal classes (should, must, could, can)`,
      `${notesFile}, question 15: the note "condition" must be true or false`,
      `${notesFile}: a note for question 999, which ${CURRENT_FILE} does not have`,
    ]);
  });

  it('are a file per version', () => {
    expect(
      checkAsksOnDisk({ contentRoot: '/nonexistent', file: CURRENT_FILE, questionnaire }),
    ).toEqual([
      expect.objectContaining({
        file: CURRENT_FILE,
        message: `no notes of what its questions ask (${notesFile} is missing)`,
      }),
    ]);
  });
});
