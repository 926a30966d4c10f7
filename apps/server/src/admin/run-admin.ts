import { parseArgs } from 'node:util';
import { loadConfig, type Config } from '../config/env';
import { openDatabase, type Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { AdminError, println, type AdminCommand, type AdminIo } from './admin-command';
import { adminCommands } from './commands';

const USAGE_EXIT = 2;

function help(io: AdminIo, commands: readonly AdminCommand[]): void {
  println(io.stdout, 'Usage: npm run admin -- <command> [arguments] [flags]\n');
  println(io.stdout, 'Commands:');
  const width = Math.max(...commands.map((c) => `${c.name} ${c.usage}`.length));
  for (const c of commands)
    println(io.stdout, `  ${`${c.name} ${c.usage}`.padEnd(width)}  ${c.summary}`);
  println(io.stdout, '\nSettings come from the environment, as for the server (see .env.example).');
  println(io.stdout, 'npm run admin -- <command> --help shows one command.');
}

function parse(command: AdminCommand, argv: string[]) {
  try {
    const parsed = parseArgs({
      args: argv,
      options: { ...command.options, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    });
    return parsed;
  } catch (error) {
    throw new AdminError(`${command.name}: ${(error as Error).message}`, USAGE_EXIT);
  }
}

/** Opens the configured database once, migrated, and closes it at the end. */
function lazyDatabase(config: () => Config) {
  let opened: Promise<Database> | undefined;
  return {
    database: () =>
      (opened ??= (async () => {
        const database = openDatabase(config().DATABASE_URL);
        await migrateToLatest(database);
        return database;
      })()),
    close: async () => {
      if (opened) await (await opened).db.destroy();
    },
  };
}

/**
 * Runs one operator command from the command line; returns the exit code (0 ok, 1 failed,
 * 2 wrong usage). `env` is where the configuration is read from (the process's by default).
 */
export async function runAdmin(
  argv: string[],
  {
    io,
    env,
    commands = adminCommands,
  }: { io: AdminIo; env?: Record<string, string | undefined>; commands?: readonly AdminCommand[] },
): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    help(io, commands);
    return 0;
  }
  const command = commands.find((c) => c.name === name);
  let config: Config | undefined;
  const configOnce = () => (config ??= loadConfig(env));
  const db = lazyDatabase(configOnce);
  try {
    if (!command) {
      throw new AdminError(
        `Unknown command "${name}". Commands: ${commands.map((c) => c.name).join(', ')}`,
        USAGE_EXIT,
      );
    }
    const { values, positionals } = parse(command, rest);
    if (values.help) {
      println(
        io.stdout,
        `Usage: npm run admin -- ${command.name} ${command.usage}\n\n${command.summary}`,
      );
      return 0;
    }
    const { min, max } = command.positionals;
    if (positionals.length < min || positionals.length > max) {
      throw new AdminError(`Usage: npm run admin -- ${command.name} ${command.usage}`, USAGE_EXIT);
    }
    await command.run({ io, config: configOnce, database: db.database }, { values, positionals });
    return 0;
  } catch (error) {
    println(io.stderr, error instanceof Error ? error.message : String(error));
    return error instanceof AdminError ? error.exitCode : 1;
  } finally {
    await db.close().catch(() => undefined);
  }
}
