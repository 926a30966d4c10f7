// The computed style of every element of a set of pages, to show that a change of the stylesheet's
// structure changed nothing a visitor sees (docs/decisions/0044-styles-beside-their-owners.md).
// A tool to run by hand, not part of the browser suite.
//
//   npm run build
//   node e2e/tools/computed-styles.mjs capture /tmp/styles-before
//   … change the styles, npm run build again …
//   node e2e/tools/computed-styles.mjs capture /tmp/styles-after
//   node e2e/tools/computed-styles.mjs diff /tmp/styles-before /tmp/styles-after
//
// `capture` starts the built server (apps/server/dist/server.js of this checkout) on 127.0.0.1
// (PORT, else 4321) with its database in DATA_DIR (else /tmp/values-cross-computed-styles). The
// first capture makes what the pages show (through the API a group with five results and thirty
// results more, so that a result shows where it stands; the open data published by the operator's
// command) and writes the codes to that folder; later captures reuse them, so that two captures
// with the same DATA_DIR show the same data. It visits each page below at 320 and 1280 px wide, in
// a fresh browser context each (results and a group's page printed too, some in easy reading, some
// with parts opened, some with reduced motion), and writes, for every element and its ::before
// and ::after, every property that getComputedStyle lists and the element's class, keyed by its
// path in the document (`html>body:1>div:0>…`: tag and position among its parent's children).
// Finite animations are finished and endless ones stopped at their start first, and Math.random
// repeats its numbers, so that two captures of one build agree. Chromium: CHROME_PATH, else
// /usr/bin/chromium.
//
// `diff` prints each property that differs, page by page, and exits 1 when any does.
/* global document, getComputedStyle, window -- functions that run in the page */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/system-chromium.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const WIDTHS = [320, 1280];
const HEIGHT = 800;
const SURVEY_KEY = 'values-cross:survey';
const PRINT_BUTTON = 'Drucken oder als PDF speichern';

/** The pages visited: name, address (after the origin) and what happens before the capture. */
function pagesToVisit({ group, results }) {
  // The visitor's own result is the last made in their browser (`stored`); someone else's, the first.
  const own = results.at(-1);
  const other = results[0];
  return [
    { name: 'landing', path: '/de' },
    { name: 'chapter', path: '/de/chapter/1' },
    { name: 'question-1', path: '/de/question/1' },
    { name: 'question-5', path: '/de/question/5' },
    { name: 'continue', path: '/de/continue/1' },
    { name: 'result', path: `/de/result?id=${other.code}`, goDown: true },
    { name: 'result-own', path: `/de/result?id=${own.code}`, stored: results, goDown: true },
    { name: 'history', path: '/de/history', stored: results },
    { name: 'signup', path: '/de/signup' },
    { name: 'login', path: '/de/login' },
    { name: 'newsletter', path: '/de/newsletter' },
    { name: 'group-create', path: '/de/group' },
    { name: 'group', path: `/de/group/${group.code}` },
    { name: 'group-admin', path: `/de/group/${group.code}#admin=${group.adminSecret}` },
    { name: 'group-screen', path: `/de/group/${group.code}/screen` },
    { name: 'group-kiosk', path: `/de/group/${group.code}?kiosk=1` },
    { name: 'embed', path: '/de/embed' },
    { name: 'gallery', path: '/de/gallery' },
    { name: 'open-data', path: '/de/open-data' },
    { name: 'privacy', path: '/de/privacy' },
    { name: 'easy-landing', path: '/de?reading=easy' },
    { name: 'easy-question', path: '/de/question/1?reading=easy' },
    {
      name: 'easy-result-own',
      path: `/de/result?id=${own.code}&reading=easy`,
      stored: results,
      goDown: true,
    },
    // Parts a person opens: the explanation, an arm's, the comparison with the group, sharing.
    {
      name: 'result-opened',
      path: `/de/result?id=${own.code}`,
      stored: results,
      goDown: true,
      open: [
        { button: 'Erklärung anzeigen' },
        { selector: '.arms__button' },
        { button: 'Mit meiner Gruppe vergleichen' },
      ],
    },
    {
      name: 'result-share',
      path: `/de/result?id=${own.code}`,
      stored: results,
      open: [{ selector: '.result-actions button', name: 'Teilen' }],
    },
    {
      name: 'group-kiosk-admin',
      path: `/de/group/${group.code}?kiosk=1#admin=${group.adminSecret}`,
    },
    {
      name: 'easy-question-glossary',
      path: '/de/question/12?reading=easy',
      open: [{ selector: 'main .glossary-term' }],
    },
    // Where the person asks for less motion.
    { name: 'calm-question', path: '/de/question/5', motion: 'reduce' },
    { name: 'calm-group-screen', path: `/de/group/${group.code}/screen`, motion: 'reduce' },
    { name: 'print-result', path: `/de/result?id=${other.code}`, goDown: true, print: true },
    {
      name: 'print-result-own',
      path: `/de/result?id=${own.code}`,
      stored: results,
      goDown: true,
      print: true,
    },
    {
      name: 'print-easy-result-own',
      path: `/de/result?id=${own.code}&reading=easy`,
      stored: results,
      goDown: true,
      print: true,
    },
    { name: 'print-group', path: `/de/group/${group.code}`, print: true },
  ];
}

/** The server's environment: production, its own database, no mail sent, nothing scheduled. */
function serverEnv(baseUrl, dataDir) {
  return {
    NODE_ENV: 'production',
    MAIL_LOG_ONLY: '1',
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATABASE_URL: join(dataDir, 'app.db'),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '0',
    OPEN_DATA_SCHEDULE: 'off',
    POPULATION_REFRESH_SECONDS: '0',
    // One machine, one network: counted without the rule on networks (decision 0048).
    RECOUNT_MINIMUM_NETWORKS: '1',
  };
}

async function waitForHealth(baseUrl) {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/v1/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`the server at ${baseUrl} did not answer`);
}

async function api(baseUrl, path, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json', origin: baseUrl } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The group and results the pages show: made once per data folder, then read back. */
async function seeded(baseUrl, dataDir) {
  const file = join(dataDir, 'seeded.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const questions = await api(baseUrl, '/api/v1/questions/');
  const { version } = await api(baseUrl, '/api/v1/questionnaire/');
  const answers = (pick) =>
    questions
      .filter((q) => q.inNexpresso)
      .flatMap((q) => (q.type === 'GROUP' ? q.childQuestions : [q]))
      .flatMap((q) => {
        const answer = q.answers[(pick + q.id) % q.answers.length];
        return answer ? [answer.id] : [];
      });
  const group = await api(baseUrl, '/api/v1/groups/', { name: 'Klasse 3b', language: 'de' });
  const results = [];
  for (let pick = 1; pick <= 5; pick += 1) {
    const made = await api(baseUrl, '/api/v1/answer-set/', {
      answers: answers(pick),
      language: 'de',
      group: group.code,
    });
    results.push({ code: made.code, secret: made.secret });
  }
  // Thirty results more, so that a result shows where it stands among them.
  for (let pick = 0; pick < 30; pick += 1) {
    await api(baseUrl, '/api/v1/answer-set/', { answers: answers(pick), language: 'de' });
  }
  // The open data published, as the operator's command does it.
  const published = spawnSync('npm', ['run', '--silent', 'admin', '--', 'open-data', 'publish'], {
    cwd: root,
    env: { ...process.env, ...serverEnv(baseUrl, dataDir) },
    stdio: 'inherit',
  });
  if (published.status !== 0) throw new Error('publishing the open data failed');
  const data = { group, results, version };
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return data;
}

/** Runs in the page: every element's computed style by its path, and the page's stylesheets. */
function collect() {
  for (const animation of document.getAnimations()) {
    try {
      animation.finish();
    } catch {
      animation.pause();
      animation.currentTime = 0;
    }
  }
  const names = [...getComputedStyle(document.documentElement)];
  const elements = {};
  const classes = {};
  const walk = (element, path) => {
    const values = (style) => names.map((name) => style.getPropertyValue(name));
    elements[path] = values(getComputedStyle(element));
    if (element.getAttribute('class')) classes[path] = element.getAttribute('class');
    for (const pseudo of ['::before', '::after']) {
      const style = getComputedStyle(element, pseudo);
      if (style.content !== 'none' && style.content !== 'normal') {
        elements[path + pseudo] = values(style);
      }
    }
    [...element.children].forEach((child, index) =>
      walk(child, `${path}>${child.localName}:${index}`),
    );
  };
  walk(document.documentElement, 'html');
  return {
    names,
    elements,
    classes,
    stylesheetLinks: document.querySelectorAll('link[rel="stylesheet"]').length,
    stylesheets: document.styleSheets.length,
  };
}

async function capture(outDir) {
  const port = Number(process.env.PORT ?? 4321);
  const dataDir = process.env.DATA_DIR ?? '/tmp/values-cross-computed-styles';
  const baseUrl = `http://127.0.0.1:${port}`;
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(outDir, { recursive: true });
  const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: { ...process.env, ...serverEnv(baseUrl, dataDir), PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
  });
  try {
    await waitForHealth(baseUrl);
    const data = await seeded(baseUrl, dataDir);
    for (const visit of pagesToVisit(data)) {
      for (const width of visit.print ? [1280] : WIDTHS) {
        const storage = visit.stored
          ? {
              cookies: [],
              origins: [
                {
                  origin: baseUrl,
                  localStorage: [
                    {
                      name: SURVEY_KEY,
                      value: JSON.stringify({
                        questionnaireVersion: data.version,
                        answeredQuestions: {},
                        resultCode: visit.stored.at(-1).code,
                        resultSecret: visit.stored.at(-1).secret,
                        deviceResults: visit.stored,
                        // The results were made in the group.
                        resultGroup: data.group.code,
                      }),
                    },
                  ],
                },
              ],
            }
          : undefined;
        const context = await browser.newContext({
          baseURL: baseUrl,
          viewport: { width, height: HEIGHT },
          reducedMotion: visit.motion ?? 'no-preference',
          storageState: storage,
        });
        // Pages that draw something at random (an example cross) draw the same in every capture.
        await context.addInitScript(() => {
          let seed = 1;
          Math.random = () => {
            seed = (seed * 16807) % 2147483647;
            return (seed - 1) / 2147483646;
          };
        });
        const page = await context.newPage();
        await page.goto(visit.path, { waitUntil: 'networkidle' });
        if (visit.goDown) {
          await page.keyboard.press('End');
          await page.waitForLoadState('networkidle');
        }
        for (const part of visit.open ?? []) {
          const target = part.button
            ? page.getByRole('button', { name: part.button })
            : page.locator(part.selector).filter(part.name ? { hasText: part.name } : {});
          await target.first().click();
          await page.waitForLoadState('networkidle');
        }
        if (visit.print) {
          // The print button (where the page has one) readies what prints (the result's sheet).
          await page.evaluate(() => {
            window.print = () => undefined;
          });
          const button = page.getByRole('button', { name: PRINT_BUTTON });
          if ((await button.count()) > 0) await button.first().click();
          await page.waitForLoadState('networkidle');
          await page.emulateMedia({ media: 'print' });
          // Paper shows the page's address as a QR code too, drawn once print media apply.
          if ((await page.locator('.print-sheet').count()) > 0) {
            await page.locator('.print-sheet svg').first().waitFor({ state: 'attached' });
          }
        }
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(1000);
        const result = await page.evaluate(collect);
        const name = `${visit.name}${visit.print ? '' : `-${width}`}`;
        writeFileSync(join(outDir, `${name}.json.gz`), gzipSync(JSON.stringify(result)));
        console.log(
          `${name}: ${Object.keys(result.elements).length} elements, ${result.stylesheetLinks} stylesheet link(s), ${result.stylesheets} stylesheet(s)`,
        );
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

function read(dir, file) {
  return JSON.parse(gunzipSync(readFileSync(join(dir, file))).toString('utf8'));
}

function diff(before, after) {
  let differences = 0;
  const files = readdirSync(before).filter((file) => file.endsWith('.json.gz'));
  for (const file of files) {
    const page = file.replace('.json.gz', '');
    if (!existsSync(join(after, file))) {
      console.log(`${page}: not captured after`);
      differences += 1;
      continue;
    }
    const a = read(before, file);
    const b = read(after, file);
    const lines = [];
    for (const key of ['stylesheetLinks', 'stylesheets']) {
      if (a[key] !== b[key]) lines.push(`${key}: ${a[key]} → ${b[key]}`);
    }
    const names = [...new Set([...a.names, ...b.names])];
    for (const path of new Set([...Object.keys(a.elements), ...Object.keys(b.elements)])) {
      const va = a.elements[path];
      const vb = b.elements[path];
      if (!va || !vb) {
        lines.push(`${path}: ${va ? 'gone' : 'new'}`);
        continue;
      }
      for (const name of names) {
        const x = va[a.names.indexOf(name)];
        const y = vb[b.names.indexOf(name)];
        if (x !== y) lines.push(`${path} ${name}: ${x} → ${y}`);
      }
    }
    const count = Object.keys(a.elements).length;
    console.log(`${page}: ${count} elements, ${lines.length} difference(s)`);
    lines.slice(0, 40).forEach((line) => console.log(`  ${line}`));
    if (lines.length > 40) console.log(`  … and ${lines.length - 40} more`);
    differences += lines.length;
  }
  console.log(differences === 0 ? 'No difference.' : `${differences} difference(s).`);
  process.exitCode = differences === 0 ? 0 : 1;
}

const [command, first, second] = process.argv.slice(2);
if (command === 'capture' && first) {
  await capture(resolve(first));
} else if (command === 'diff' && first && second) {
  diff(resolve(first), resolve(second));
} else {
  console.error(
    'usage: node e2e/tools/computed-styles.mjs capture DIR | diff BEFORE_DIR AFTER_DIR',
  );
  process.exitCode = 2;
}
