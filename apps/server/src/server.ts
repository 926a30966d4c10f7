import { assertMailConfigured, loadConfig, ConfigError } from './config/env';
import { buildApp } from './app';
import { openDatabase } from './db/database';
import { prepareDatabase } from './prepare-database';
import { Housekeeping } from './modules/housekeeping';
import { createMailTransport, MailWorker } from './modules/mail';

/** How long shutdown may take before requests still running are cut off. */
const SHUTDOWN_DEADLINE_MS = 15_000;

function loggerOptions(level: string) {
  return process.stdout.isTTY
    ? { level, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
    : { level };
}

async function main(): Promise<void> {
  const config = loadConfig();
  assertMailConfigured(config);
  const database = openDatabase(config.DATABASE_URL);
  const app = await buildApp({ config, database, logger: loggerOptions(config.LOG_LEVEL) });
  await prepareDatabase(database, app.log);
  const mailWorker = new MailWorker(database.db, createMailTransport(config, app.log), app.log);
  const housekeeping = new Housekeeping(database.db, app.log, {
    openData: config.OPEN_DATA_SCHEDULE === 'monthly',
    minimumNetworks: config.RECOUNT_MINIMUM_NETWORKS,
  });

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // Never hang: a request that does not finish in time is cut off.
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    housekeeping.stop();
    await app.close();
    await mailWorker.stop();
    await database.db.destroy();
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));
  // A promise nobody awaited must not take the instance down; it is a bug to log and fix.
  process.on('unhandledRejection', (reason) =>
    app.log.error({ err: reason }, 'unhandled rejection'),
  );

  await app.listen({ port: config.PORT, host: config.HOST });
  mailWorker.start();
  housekeeping.start();
  app.log.info({ database: database.description, url: config.publicUrl }, 'Values Cross is up');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
