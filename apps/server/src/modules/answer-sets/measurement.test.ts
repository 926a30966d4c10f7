import { currentQuestionnaire } from '@values-cross/content';
import { correctionOf, measureAnswerSet, VALUE_DIMENSIONS } from '@values-cross/core';
import { describe, expect, it } from 'vitest';
import { pickAnswers } from '../../testing/answer-picks';
import { testDialect } from '../../testing/test-database';
import { useTestApp } from '../../testing/use-test-app';

const questionnaire = currentQuestionnaire();

describe(`how a result was measured, with every answer set it serves (${testDialect()})`, () => {
  const test = useTestApp();

  it('counts the questions passed and marks the values too few answers measured', async () => {
    // The first three answers of the short version only: most questions passed.
    const answers = pickAnswers(questionnaire, { row: 1, shortOnly: true }).slice(0, 3);
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/v1/answer-set/',
      payload: { answers },
    });
    expect(created.statusCode).toBe(201);
    const { code, measurement } = created.json();
    const expected = measureAnswerSet({
      questions: questionnaire.questions,
      answerIds: answers,
      longVersionAttempted: false,
      correction: correctionOf(questionnaire),
    });
    expect(measurement.asked).toBe(expected.asked);
    expect(measurement.passed).toBe(expected.asked - 3);
    expect(measurement.values.map((v: { measured: boolean }) => v.measured)).toEqual(
      VALUE_DIMENSIONS.map(({ index }) => expected.values[index]?.measured),
    );
    expect(measurement.values.some((v: { measured: boolean }) => !v.measured)).toBe(true);
    // Read by its code, and explained, the result says the same.
    const read = await test.app.inject({ method: 'GET', url: `/api/v1/answer-set/${code}` });
    expect(read.json().measurement).toEqual(measurement);
    const explained = await test.app.inject({
      method: 'GET',
      url: `/api/v1/answer-set/${code}/explanation?lang=it`,
    });
    const dimensions = explained.json().dimensions as { measured: boolean; range: unknown }[];
    expect(dimensions.map((d) => [d.measured, d.range])).toEqual(
      measurement.values.map((v: { measured: boolean; range: unknown }) => [v.measured, v.range]),
    );
  });

  it('measures every value of a result that answered every question', async () => {
    const answers = pickAnswers(questionnaire, { row: 2, shortOnly: true });
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/v1/answer-set/',
      payload: { answers },
    });
    const { measurement } = created.json();
    expect(measurement.passed).toBe(0);
    expect(measurement.values.every((v: { measured: boolean }) => v.measured)).toBe(true);
  });
});
