// JavaScript (typed by sqlite-driver.d.mts) so that the benchmarks load the same build as the
// server without a TypeScript step.
import { createRequire } from 'node:module';

const NODE_MAJOR = Number(process.versions.node.split('.')[0]);

/**
 * The build of better-sqlite3 that runs on this Node (decision 0025). From Node 22 on: version 13,
 * on Node-API with binaries shipped in the package (nothing to compile). On Node 20: version 12,
 * compiled at install against Node's headers, as 13 crashes there with a segmentation fault,
 * while 12 crashes on Node 24 (its V8 object wrappers against Node ≥ 24.19: an assertion in
 * `Statement::~Statement`). Both have the same API; `npm install` puts both in place.
 */
export const SQLITE_DRIVER = NODE_MAJOR >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';

const require = createRequire(import.meta.url);

/** Where the driver's module is, for a worker thread to load the same one. */
export const SQLITE_DRIVER_PATH = require.resolve(SQLITE_DRIVER);

/** better-sqlite3's Database class, from the build for this Node. */
export const SQLite = require(SQLITE_DRIVER_PATH);
