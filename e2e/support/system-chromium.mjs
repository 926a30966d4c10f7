// The system Chromium every browser run here drives (Playwright's journeys, Lighthouse, the
// computed-style tool): where it is and how it starts. A plain module, so that the tools that run
// under node alone import it as the journeys do.

/** Debian's `chromium`, unless CHROME_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Its flags: no sandbox (the machine runs as root), and nothing of its own on the network
 * (updates, sync, QUIC) that would compete with the pages measured.
 */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-gpu',
]);
