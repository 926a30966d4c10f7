import { POPULATION_MINIMUM } from '@values-cross/core';
import { publishSnapshot } from '../modules/open-data';
import { AdminError, println, type AdminCommand } from './admin-command';

/** `open-data publish`: publishes today's open-data snapshot at once (at most one a day). */
export const openDataCommand: AdminCommand = {
  name: 'open-data',
  usage: 'publish',
  summary: "Publish today's open-data snapshot now (the schedule publishes one a month)",
  options: {},
  positionals: { min: 1, max: 1 },
  run: async ({ io, database, config }, { positionals }) => {
    if (positionals[0] !== 'publish') {
      throw new AdminError(`open-data knows "publish", not "${positionals[0] ?? ''}"`, 2);
    }
    const minimumNetworks = config().RECOUNT_MINIMUM_NETWORKS;
    const outcome = await publishSnapshot((await database()).db, {
      by: 'operator',
      minimumNetworks,
    });
    if (outcome.refused === 'no_cell') {
      throw new AdminError(
        `Nothing to publish: no cell has ${POPULATION_MINIMUM} results from ${minimumNetworks} ` +
          'networks yet (an empty snapshot is never published).',
      );
    }
    if (!outcome.published) {
      throw new AdminError(`The snapshot of ${outcome.snapshot} is published already; one a day.`);
    }
    println(
      io.stdout,
      `Published open-data snapshot ${outcome.snapshot} with ${outcome.cells} cell(s).`,
    );
  },
};
