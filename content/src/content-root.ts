import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The content package on disk (the folder holding questionnaire/). */
export const CONTENT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
