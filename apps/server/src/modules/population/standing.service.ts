import type { AboutBody, AboutResponse, StandingResponse } from '@values-cross/contract';
import {
  amongCell,
  cellId,
  emptyBandCounts,
  enoughPeople,
  nextHeldCounts,
  numberedName,
  regionOfCanton,
  standingAmong,
  swissCrossToScores,
  VALUE_DIMENSIONS,
  type Among,
} from '@values-cross/core';
import { forbidden, HttpError, notFound } from '../../http/http-error';
import type { AnswerSetService, ResultProof } from '../answer-sets';
import type { AboutRepository, StoredAbout } from './about.repository';
import type { CellArrivals } from './cell-arrivals';
import type { HeldCounts, HeldCountsRepository } from './held-counts.repository';
import type { PopulationCache } from './population-cache';
import { countsOf } from './population.repository';

function present(about: StoredAbout): AboutResponse {
  return {
    canton: about.canton,
    ageBand: about.ageBand,
    languageRegion: about.languageRegion,
    consentedAt: about.consentedAt,
  };
}

/** What where-one-stands needs of the results: a result, and whether a secret is its own. */
export type StandingAnswerSets = Pick<AnswerSetService, 'find' | 'holds'>;

/**
 * Where a result stands among others, and what its person told about themselves for it. Telling
 * and reading what was told need the result's secret; so does a standing among one's canton or
 * age band, which would give them away. A standing among everyone is for whoever holds the code.
 */
export class StandingService {
  constructor(
    private readonly answerSets: StandingAnswerSets,
    private readonly abouts: AboutRepository,
    private readonly population: PopulationCache,
    private readonly held: HeldCountsRepository,
    private readonly arrivals: Pick<CellArrivals, 'told' | 'networksSince'>,
    private readonly minimumNetworks: number,
  ) {}

  /** What the person told for the result, or null when nothing (not an error: the usual case). */
  async about(code: string, proof: ResultProof): Promise<AboutResponse | null> {
    await this.asHolder(code, proof);
    const about = await this.abouts.find(code);
    return about ? present(about) : null;
  }

  /** Stores what the person told (from `address`: the result joins its cells from there). */
  async tell(
    code: string,
    proof: ResultProof,
    body: AboutBody,
    address: string,
  ): Promise<AboutResponse> {
    const result = await this.asHolder(code, proof);
    const canton = body.canton ?? null;
    const about: StoredAbout = {
      canton,
      ageBand: body.ageBand ?? null,
      languageRegion: body.languageRegion ?? (canton && regionOfCanton(canton)),
      consentedAt: new Date().toISOString(),
    };
    await this.abouts.put(code, about);
    await this.arrivals.told(result.questionnaireVersion, about, address);
    return present(about);
  }

  async forget(code: string, proof: ResultProof): Promise<void> {
    await this.asHolder(code, proof);
    await this.abouts.delete(code);
  }

  async standing(code: string, among: Among, proof: ResultProof): Promise<StandingResponse> {
    const result = await this.answerSets.find(code);
    if (!result) throw notFound();
    const about = among === 'all' ? null : await this.toldBy(code, proof);
    const cell = amongCell(result.questionnaireVersion, among, about);
    if (!cell) throw new HttpError(409, 'conflict', { among: ['not_told'] });
    const counts = await this.heldCounts(cellId(cell));
    // The shares are of the others: one's own result is left out when the counts hold it.
    const from = counts && (counts.populationFrom ?? counts.countedAt);
    const counted = from ? await this.population.countedBy(code, from) : false;
    const standing = standingAmong(
      counts ?? emptyBandCounts(),
      swissCrossToScores(result.swissCross),
      {
        counted,
      },
    );
    const perValue = <T>(figures: readonly (T | null)[]) =>
      Object.fromEntries(
        VALUE_DIMENSIONS.map(({ index }, row) => [
          numberedName('score', index),
          figures[row] ?? null,
        ]),
      );
    return {
      among,
      canton: among === 'canton' ? (about?.canton ?? null) : null,
      ageBand: among === 'age' ? (about?.ageBand ?? null) : null,
      size: standing.size,
      shares: perValue(standing.values) as StandingResponse['shares'],
      average: perValue(standing.average) as StandingResponse['average'],
      questionnaireVersion: result.questionnaireVersion,
    };
  }

  /**
   * The counts a cell's standing compares with: held until the cell has gained the minimum gain
   * from enough networks (core nextHeldCounts), so that no two answers, of any instance, differ
   * by one person, nor by one person among results one client added around them. Undefined
   * before a cell has any.
   */
  private async heldCounts(cell: string): Promise<HeldCounts | undefined> {
    const population = await this.population.get();
    const current = countsOf(population, cell);
    const held = await this.held.find(cell);
    // The networks are asked only when there are enough people to count again.
    const networks = enoughPeople(held?.people, current.people)
      ? await this.arrivals.networksSince(cell, held?.countedAt)
      : 0;
    const next = nextHeldCounts(held, current, {
      networks,
      minimumNetworks: this.minimumNetworks,
    });
    if (!next) return undefined;
    return next === held ? held : this.held.advance(cell, next, population.from);
  }

  private async toldBy(code: string, proof: ResultProof) {
    await this.asHolder(code, proof);
    return (await this.abouts.find(code)) ?? null;
  }

  /** The result, when `proof` holds its secret (403 otherwise, 404 when there is none). */
  private async asHolder(code: string, proof: ResultProof) {
    const result = await this.answerSets.find(code);
    if (!result) throw notFound();
    if (!(await this.answerSets.holds(code, proof))) throw forbidden();
    return result;
  }
}
