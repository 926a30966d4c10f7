// After `vite build`: the gzipped JavaScript and CSS a first visit to each page downloads
// (first script, the app it starts, their imports, the page's own chunk and one language
// catalogue), from Vite's
// manifest. Printed and written to bench/results/bundle.json.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'apps', 'web', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const gzipped = (file) => gzipSync(readFileSync(join(dist, file))).length;

// One stylesheet for every page (apps/web/vite.config.ts, cssCodeSplit: false; docs/decisions/0019
// and 0044): the manifest lists it on its own, and no chunk brings a stylesheet of its own.
const stylesheets = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.css'));
const stylesheet = manifest['style.css']?.file;
const chunksWithStyles = Object.values(manifest).filter((chunk) => (chunk.css ?? []).length > 0);
if (stylesheets.length !== 1 || !stylesheet || chunksWithStyles.length > 0) {
  console.error(
    `Expected one stylesheet and no chunk with its own: found ${stylesheets.join(', ') || 'none'}` +
      `${chunksWithStyles.length > 0 ? `; chunks with styles: ${chunksWithStyles.map((chunk) => chunk.file).join(', ')}` : ''}`,
  );
  process.exit(1);
}

function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

// The catalogue every page loads at start: the language's chunk of the namespaces all pages need
// (apps/web/src/lib/catalogues), not those only some pages load with them.
const catalogues = ['src/lib/catalogues/de.ts'];
if (!manifest[catalogues[0]]) throw new Error(`no chunk for ${catalogues[0]} in the manifest`);

/**
 * The most JavaScript (gzip KiB) a first visit to each page may load: today's sizes and a little
 * room, so the build fails when a change makes a page heavier. None may pass 130 KiB, the first
 * paint's budget with React (docs/decisions/0023-react-renders-the-app.md). Since decision 0045
 * the question page counts the survey texts it loads with it (1.3 KiB, loaded and not counted
 * before), and the result page its own texts (result-page). Lowered when the start's chunks were
 * merged (decision 0060).
 */
const BUDGET_KIB = { landing: 117.5, question: 126.5, result: 129, signup: 125 };
const pages = {
  landing: null,
  question: 'src/features/survey/pages/QuestionPage.tsx',
  result: 'src/features/result/pages/ResultPage.tsx',
  signup: 'src/features/auth/pages/SignupPage.tsx',
};
/** Namespaces a measured page loads with it (apps/web/src/app/pages.ts `texts`). */
const pageTexts = { signup: ['account'], question: ['survey'], result: ['result-page'] };
const report = {};
/** The exact gzip bytes of each page's JavaScript: the budgets hold for these, not the rounded KiB. */
const javascriptBytes = {};
for (const [page, key] of Object.entries(pages)) {
  // The page's first script, and what it starts once the page has painted (src/boot.ts: React
  // DOM and the app).
  const files = closure('index.html', new Set([stylesheet]));
  for (const started of manifest['index.html'].dynamicImports ?? []) closure(started, files);
  if (key) closure(key, files);
  catalogues.forEach((catalogue) => closure(catalogue, files));
  // The page's own namespaces (the page table's `texts`), which load with it.
  for (const namespace of pageTexts[page] ?? []) {
    const chunk = Object.keys(manifest).find((key) =>
      key.endsWith(`content/locales/de/${namespace}.json`),
    );
    if (!chunk) throw new Error(`no chunk for the ${namespace} texts in the manifest`);
    closure(chunk, files);
  }
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
  javascriptBytes[page] = js;
}
// What the app imports later lists for preloading only chunks not loaded at the start
// (apps/web/vite.config.ts, modulePreload): a link for a loaded module costs the phone for nothing.
const startup = closure('index.html');
for (const started of manifest['index.html'].dynamicImports ?? []) closure(started, startup);
const entryFile = manifest['index.html'].file;
const preloadsOfLoaded = [...new Set(Object.values(manifest).map((chunk) => chunk.file))]
  .filter((file) => file.endsWith('.js') && file !== entryFile)
  .flatMap((file) => {
    const listed = /m\.f=\[([^\]]*)\]/.exec(readFileSync(join(dist, file), 'utf8'))?.[1] ?? '';
    const loaded = [...listed.matchAll(/"([^"]+)"/g)]
      .map((match) => match[1])
      .filter((dependency) => dependency.endsWith('.js') && startup.has(dependency));
    return loaded.map((dependency) => `${file} preloads ${dependency}`);
  });
if (preloadsOfLoaded.length > 0) {
  console.error(`Preload lists name chunks loaded at the start:\n${preloadsOfLoaded.join('\n')}`);
  process.exit(1);
}

// The pages' Content-Security-Policy (script-src 'self') refuses code made from strings: a script
// that does it (classic zod compiles its object checks that way; zod/mini does not) would fail.
const stringCode = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter(
  (file) =>
    file.endsWith('.js') && /\b(?:Function|eval)\(/.test(readFileSync(join(dist, file), 'utf8')),
);
if (stringCode.length > 0) {
  console.error(`Scripts that make code from strings: ${stringCode.join(', ')}`);
  process.exit(1);
}

mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(
  join(root, 'bench', 'results', 'bundle.json'),
  `${JSON.stringify(report, null, 2)}\n`,
);
console.log('First-load size per page (gzip, with the German catalogues):');
console.table(report);
const over = Object.keys(report).filter((page) => javascriptBytes[page] > BUDGET_KIB[page] * 1024);
for (const page of over) {
  console.error(
    `${page}: ${javascriptBytes[page]} bytes of JavaScript are over its budget of ${BUDGET_KIB[page]} KiB (${BUDGET_KIB[page] * 1024} bytes)`,
  );
}
if (over.length > 0) process.exit(1);
