// JavaScript (typed by sqlite-driver.d.mts) so that the benchmarks load the same build as the
// server without a TypeScript step.
import { createRequire } from 'node:module';

/** The oldest Node line the product runs on: the maintenance LTS (decision 0057). */
export const LEAST_NODE_MAJOR = 22;

const nodeMajor = Number(process.versions.node.split('.')[0]);
if (nodeMajor < LEAST_NODE_MAJOR) {
  // better-sqlite3 13 crashes with a segmentation fault at the first statement on Node 20: say
  // why instead. The npm scripts (`npm start`, `npm test`) run on the Node 24 the `node` package
  // installs, whatever the machine's own.
  throw new Error(
    `Values Cross needs Node ${LEAST_NODE_MAJOR} or later (this is ${process.version}): start it with \`npm start\`, which brings Node 24 (decision 0057).`,
  );
}

/** better-sqlite3 13: on Node-API, with its binaries in the package (nothing compiles). */
export const SQLITE_DRIVER = 'better-sqlite3';

const require = createRequire(import.meta.url);

/** Where the driver's module is, for a worker thread to load the same one. */
export const SQLITE_DRIVER_PATH = require.resolve(SQLITE_DRIVER);

/** better-sqlite3's Database class. */
export const SQLite = require(SQLITE_DRIVER_PATH);
