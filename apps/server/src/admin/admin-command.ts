import type { Writable } from 'node:stream';
import type { ParseArgsConfig } from 'node:util';
import type { Config } from '../config/env';
import type { Database } from '../db/database';

/** Where a command talks to the operator: output, progress and the confirmation prompt. */
export interface AdminIo {
  stdout: Writable;
  stderr: Writable;
  /** Whether stderr is a terminal (progress bars only then). */
  stderrIsTty: boolean;
  /** Asks a yes/no question; false when nobody can answer (stdin is not a terminal). */
  confirm: (question: string) => Promise<boolean>;
}

/** What a command runs with: the operator's terminal, the configuration and the database. */
export interface AdminContext {
  io: AdminIo;
  config: () => Config;
  /** The configured database, opened and migrated on first use. */
  database: () => Promise<Database>;
}

/** The parsed command line of one command. */
export interface AdminArgs {
  values: Record<string, string | boolean | undefined>;
  positionals: string[];
}

/** One operator command of `npm run admin`. */
export interface AdminCommand {
  name: string;
  /** Arguments and flags after the name, e.g. `<email> [--yes]`. */
  usage: string;
  summary: string;
  options: NonNullable<ParseArgsConfig['options']>;
  positionals: { min: number; max: number };
  run: (context: AdminContext, args: AdminArgs) => Promise<void>;
}

/** A failure the operator can act on: printed without a stack trace, exit code 1. */
export class AdminError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'AdminError';
  }
}

/** Writes one line to a stream. */
export function println(stream: Writable, text = ''): void {
  stream.write(`${text}\n`);
}
