import type BetterSqlite3 from 'better-sqlite3';

/** The package name of the better-sqlite3 build that runs on this Node. */
export declare const SQLITE_DRIVER: 'better-sqlite3' | 'better-sqlite3-napi';
/** Where the driver's module is, for a worker thread to load the same one. */
export declare const SQLITE_DRIVER_PATH: string;
/** better-sqlite3's Database class, from the build for this Node. */
export declare const SQLite: typeof BetterSqlite3;
/** An open better-sqlite3 database. */
export type SQLiteDatabase = BetterSqlite3.Database;
