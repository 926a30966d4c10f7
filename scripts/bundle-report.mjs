// After `vite build`: the gzipped JavaScript and CSS a first visit to each page downloads
// (first script, the app it starts, their imports, the page's own chunk and one language
// catalogue), from Vite's
// manifest. Printed and written to bench/results/bundle.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps', 'web', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const gzipped = (file) => gzipSync(readFileSync(join(dist, file))).length;

function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

// The catalogues every page loads at start: not the server's mails, nor the namespaces only some
// pages load with them (apps/web/src/lib/i18n.ts PAGE_NAMESPACES).
const NOT_AT_START = ['mail', 'group'];
const catalogues = Object.keys(manifest).filter(
  (key) =>
    key.includes('/locales/de/') &&
    !NOT_AT_START.some((namespace) => key.endsWith(`/${namespace}.json`)),
);

/**
 * The most JavaScript (gzip KiB) a first visit to each page may load: today's sizes and a little
 * room, so the build fails when a change makes a page heavier. None may pass 90 KiB, the first
 * paint's budget (docs/decisions/0017-preact-renders-the-app.md).
 */
const BUDGET_KIB = { landing: 64, question: 69, result: 71, signup: 68 };
const pages = {
  landing: null,
  question: 'src/features/survey/pages/QuestionPage.tsx',
  result: 'src/features/result/pages/ResultPage.tsx',
  signup: 'src/features/auth/pages/SignupPage.tsx',
};
const report = {};
for (const [page, key] of Object.entries(pages)) {
  // The page's first script, and what it starts once the page has painted (src/boot.ts: React
  // DOM and the app).
  const files = closure('index.html');
  for (const started of manifest['index.html'].dynamicImports ?? []) closure(started, files);
  if (key) closure(key, files);
  catalogues.forEach((catalogue) => closure(catalogue, files));
  const js = [...files]
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipped(file), 0);
  const css = [...files]
    .filter((file) => file.endsWith('.css'))
    .reduce((sum, file) => sum + gzipped(file), 0);
  report[page] = {
    javascriptGzipKiB: Number((js / 1024).toFixed(1)),
    cssGzipKiB: Number((css / 1024).toFixed(1)),
  };
}
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(
  join(root, 'bench', 'results', 'bundle.json'),
  `${JSON.stringify(report, null, 2)}\n`,
);
console.log('First-load size per page (gzip, with the German catalogues):');
console.table(report);
const over = Object.entries(report).filter(
  ([page, { javascriptGzipKiB }]) => javascriptGzipKiB > BUDGET_KIB[page],
);
for (const [page, { javascriptGzipKiB }] of over) {
  console.error(
    `${page}: ${javascriptGzipKiB} KiB of JavaScript is over its budget of ${BUDGET_KIB[page]} KiB`,
  );
}
if (over.length > 0) process.exit(1);
