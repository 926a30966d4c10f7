interface DriverError {
  code?: unknown;
  message?: unknown;
}

const UNAVAILABLE_CODES = new Set([
  // Network and pool
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: admin shutdown, crash shutdown, cannot connect now, too many connections,
  // connection failures, read-only / recovery, statement timeout.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '25006',
  '57014',
  // SQLite: locked for longer than the busy timeout, disk full or unreadable.
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_FULL',
  'SQLITE_IOERR',
  'SQLITE_CANTOPEN',
]);

const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|The database connection is not open|driver has already been destroyed|Client has encountered a connection error/i;

/** Whether an error means the database cannot be reached right now (answered 503, not 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as DriverError;
  if (
    typeof code === 'string' &&
    (UNAVAILABLE_CODES.has(code) || code.startsWith('SQLITE_IOERR'))
  ) {
    return true;
  }
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
}

/** Whether an error is a unique-key violation (a code or e-mail that exists already). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as DriverError;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE'
  );
}
