import type BetterSqlite3 from 'better-sqlite3';

/** The oldest Node line the product runs on. */
export declare const LEAST_NODE_MAJOR: number;
/** The package name of the SQLite driver. */
export declare const SQLITE_DRIVER: 'better-sqlite3';
/** Where the driver's module is, for a worker thread to load the same one. */
export declare const SQLITE_DRIVER_PATH: string;
/** better-sqlite3's Database class. */
export declare const SQLite: typeof BetterSqlite3;
/** An open better-sqlite3 database. */
export type SQLiteDatabase = BetterSqlite3.Database;
