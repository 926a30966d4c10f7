import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file whether it runs from source or from the bundle. */
export function repositoryRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'apps', 'web', 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

/** Where the built web app lives (WEB_DIST_DIR, else apps/web/dist of this repository). */
export function webDistDir(configured: string | undefined): string {
  return configured ? resolve(configured) : join(repositoryRoot(), 'apps', 'web', 'dist');
}
