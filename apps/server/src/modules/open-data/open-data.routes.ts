import {
  OPEN_DATA_LICENCE,
  openDataFile,
  openDataFileParams,
  openDataIndexResponse,
} from '@values-cross/contract';
import {
  CELL_COUNT_STEP,
  POPULATION_MINIMUM,
  SNAPSHOT_MINIMUM_GAIN,
  VALUE_BAND,
} from '@values-cross/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/http-error';
import { RecentCache } from '../../http/recent-cache';
import { openDataCsv, openDataJson } from './open-data-files';
import type { OpenDataRepository, StoredCell } from './open-data.repository';

const FILE_PATTERN = /^(?<version>[0-9A-Za-z._-]{1,32})\.(?<format>csv|json)$/;
const filePath = (snapshot: string, version: string, format: 'csv' | 'json') =>
  `/api/v1/open-data/${snapshot}/${encodeURIComponent(version)}.${format}`;

/**
 * GET open-data/ (the index: licence, rules, snapshots and their files) and GET
 * open-data/{snapshot}/{version}.csv|json. A snapshot never changes once published: its files
 * may be cached for good.
 */
export const openDataRoutes: FastifyPluginAsyncZod<{ repository: OpenDataRepository }> = async (
  app,
  { repository },
) => {
  // A published snapshot never changes: its cells are read from the database once per instance.
  const kept = new RecentCache<Promise<StoredCell[]>>(64);
  const cellsOf = (snapshot: string, version: string) => {
    const key = `${snapshot}/${version}`;
    let cells = kept.get(key);
    if (!cells) {
      cells = repository.cells(snapshot, version);
      // Only what exists is kept: a snapshot asked for before it is published may come later.
      void cells.then(
        (found) => found.length > 0 || kept.delete(key),
        () => kept.delete(key),
      );
      kept.set(key, cells);
    }
    return cells;
  };
  app.get(
    '/api/v1/open-data/',
    {
      schema: {
        tags: ['open data'],
        summary: 'The open data: licence, rules, snapshots and their files',
        response: { 200: openDataIndexResponse },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      const snapshots = await repository.snapshots();
      return {
        licence: { ...OPEN_DATA_LICENCE },
        rules: {
          minimumCount: POPULATION_MINIMUM,
          countStep: CELL_COUNT_STEP,
          valueBand: VALUE_BAND,
          minimumGain: SNAPSHOT_MINIMUM_GAIN,
        },
        snapshots: snapshots.map(({ snapshot, publishedAt, versions }) => ({
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

  app.get(
    '/api/v1/open-data/:snapshot/:file',
    {
      schema: {
        tags: ['open data'],
        summary: 'One version of one snapshot, as CSV or JSON (CC BY 4.0)',
        params: openDataFileParams,
        response: {
          200: openDataFile.or(z.string().meta({ description: 'text/csv' })),
        },
      },
    },
    async (request, reply) => {
      const { snapshot, file } = request.params;
      const match = FILE_PATTERN.exec(file)?.groups;
      if (!match?.version) throw notFound();
      const cells = await cellsOf(snapshot, match.version);
      if (cells.length === 0) throw notFound();
      void reply.header('cache-control', 'public, max-age=31536000, immutable');
      void reply.header(
        'content-disposition',
        `attachment; filename="values-cross-${match.version}-${snapshot}.${match.format}"`,
      );
      if (match.format === 'json') return openDataJson(snapshot, match.version, cells);
      return reply
        .type('text/csv; charset=utf-8')
        .send(openDataCsv(snapshot, match.version, cells));
    },
  );
};
