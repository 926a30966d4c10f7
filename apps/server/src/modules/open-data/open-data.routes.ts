import {
  API_PATHS,
  apiPath,
  errorAnswers,
  notModified,
  OPEN_DATA_LICENCE,
  openDataCodebook as codebookSchema,
  openDataFile,
  openDataFileParams,
  openDataIndexResponse,
} from '@values-cross/contract';
import {
  CELL_COUNT_STEP,
  POPULATION_MINIMUM,
  SNAPSHOT_MINIMUM_GAIN,
  VALUE_BAND,
  MINUTE_MS,
  HOUR_MS,
} from '@values-cross/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { notFound } from '../../http/http-error';
import { PreparedBody } from '../../http/prepared-body';
import { RecentCache } from '../../http/recent-cache';
import { openDataCodebook } from './open-data-codebook';
import { openDataCsv, openDataJson } from './open-data-files';
import type { Database } from '../../db/database';
import { OpenDataRepository, type StoredCell } from './open-data.repository';
import { CACHE_CONTROL, cachedFor } from '../../http/cache-policy';

/** The open data is public: a notebook or a page of any origin may fetch it. */
const ANY_ORIGIN = {
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
} as const;

const FILE_PATTERN = /^(?<version>[0-9A-Za-z._-]{1,32})\.(?<format>csv|json)$/;
const filePath = (snapshot: string, version: string, format: 'csv' | 'json') =>
  apiPath(API_PATHS.openDataFile, { snapshot, file: `${version}.${format}` });

interface SnapshotFiles {
  csv: PreparedBody;
  json: PreparedBody;
}

/** A version's files of a snapshot, ready to send: immutable, so cached by clients for a year. */
function prepareFiles(
  snapshot: string,
  version: string,
  cells: readonly StoredCell[],
): SnapshotFiles {
  const prepared = (body: string, format: 'csv' | 'json', type: string) =>
    new PreparedBody(Buffer.from(body), {
      headers: {
        ...ANY_ORIGIN,
        'content-type': type,
        'cache-control': CACHE_CONTROL.forever,
        'content-disposition': `attachment; filename="values-cross-${version}-${snapshot}.${format}"`,
      },
      compressible: true,
    }).compressAll();
  return {
    csv: prepared(openDataCsv(snapshot, version, cells), 'csv', 'text/csv; charset=utf-8'),
    json: prepared(
      JSON.stringify(openDataJson(snapshot, version, cells)),
      'json',
      'application/json; charset=utf-8',
    ),
  };
}

/**
 * GET open-data/ (the index: licence, rules, snapshots and their files) and GET
 * open-data/{snapshot}/{version}.csv|json. A snapshot never changes once published: its files
 * may be cached for good.
 */
export const openDataRoutes: FastifyPluginAsyncZod<{
  database: Database;
  /** The fewest networks a recount needs (RECOUNT_MINIMUM_NETWORKS), named in the rules. */
  minimumNetworks: number;
}> = async (app, { database, minimumNetworks }) => {
  const repository = new OpenDataRepository(database.db);
  // A published snapshot never changes: its files are read, written and compressed once per
  // instance, and only when they exist (a snapshot asked for before it is published may come).
  const kept = new RecentCache<SnapshotFiles>(64);
  const filesOf = (snapshot: string, version: string) =>
    kept.load(`${snapshot}/${version}`, async () => {
      const cells = await repository.cells(snapshot, version);
      return cells.length > 0 ? prepareFiles(snapshot, version, cells) : undefined;
    });
  app.get(
    API_PATHS.openData,
    {
      schema: {
        tags: ['open data'],
        summary: 'The open data: licence, rules, snapshots and their files',
        response: { 200: openDataIndexResponse },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', cachedFor(5 * MINUTE_MS)).headers(ANY_ORIGIN);
      const snapshots = await repository.snapshots();
      return {
        licence: { ...OPEN_DATA_LICENCE },
        rules: {
          minimumCount: POPULATION_MINIMUM,
          countStep: CELL_COUNT_STEP,
          valueBand: VALUE_BAND,
          minimumGain: SNAPSHOT_MINIMUM_GAIN,
          minimumNetworks,
        },
        // A snapshot of no cell (an earlier release published one) publishes nothing.
        snapshots: snapshots
          .filter(({ versions }) => versions.length > 0)
          .map(({ snapshot, publishedAt, versions }) => ({
            snapshot,
            publishedAt,
            versions: versions.map(({ questionnaireVersion, cells }) => ({
              questionnaireVersion,
              cells,
              csv: filePath(snapshot, questionnaireVersion, 'csv'),
              json: filePath(snapshot, questionnaireVersion, 'json'),
            })),
          })),
      };
    },
  );

  // The codebook changes only with a release: built once.
  const codebook = new PreparedBody(Buffer.from(JSON.stringify(openDataCodebook())), {
    headers: {
      ...ANY_ORIGIN,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': cachedFor(HOUR_MS),
    },
    compressible: true,
  }).compressAll();
  app.get(
    API_PATHS.openDataCodebook,
    {
      compress: false,
      schema: {
        tags: ['open data'],
        summary: 'The codebook: every column, value and code of the files, in four languages',
        response: { 200: codebookSchema, 304: notModified },
      },
    },
    async (request, reply) => codebook.send(request, reply),
  );

  app.get(
    API_PATHS.openDataFile,
    {
      compress: false,
      schema: {
        tags: ['open data'],
        summary: 'One version of one snapshot, as CSV or JSON (CC BY 4.0)',
        params: openDataFileParams,
        response: {
          200: z.union([openDataFile, z.string().check(z.describe('text/csv'))]),
          304: notModified,
          ...errorAnswers(404),
        },
      },
    },
    async (request, reply) => {
      const { snapshot, file } = request.params;
      const match = FILE_PATTERN.exec(file)?.groups;
      if (!match?.version) throw notFound();
      const files = await filesOf(snapshot, match.version);
      if (!files) throw notFound();
      return (match.format === 'json' ? files.json : files.csv).send(request, reply);
    },
  );
};
