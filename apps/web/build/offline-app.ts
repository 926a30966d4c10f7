// What makes the app installable and usable without a network (decision 0059): the service worker
// and, per language, the web app manifest with its icons. Written by the client build.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { minifySync, transformWithOxc, type Plugin, type Rollup } from 'vite';

type PluginContext = Rollup.PluginContext;
type OutputBundle = Rollup.OutputBundle;
import { BRAND_RED } from '../../../packages/core/src/brand/colours.ts';
import { LOCALES } from '../../../packages/core/src/questionnaire/types.ts';
import { READING_COOKIE } from '../../../packages/core/src/questionnaire/reading-cookie.ts';
import { groupsPath, questionnairePath } from '../../../packages/contract/src/paths.ts';

const WEB = join(import.meta.dirname, '..');

/** The client build, not the server renderer's. */
function clientBuildOnly(plugin: Omit<Plugin, 'apply'>): Plugin {
  return { ...plugin, apply: (config, { command }) => command === 'build' && !config.build?.ssr };
}

/**
 * Writes the service worker (worker/service-worker.ts, decision 0059) to /sw.js with what it
 * keeps: every file of this build the pages load (not source maps, not Vite's manifest), the page
 * the browser renders itself in each language (a result without a code), and the current
 * questionnaire's addresses in each language and reading. Its fingerprint is the build's files.
 */
export function serviceWorker(): Plugin {
  return clientBuildOnly({
    name: 'values-cross:service-worker',
    // After Vite has taken out the chunks that only stood for styles (they are never written).
    generateBundle: { order: 'post', handler: writeWorker },
  });
  async function writeWorker(this: PluginContext, _: unknown, bundle: OutputBundle) {
    const precached = Object.values(bundle)
      .map((output) => output.fileName)
      .filter((name) => name.startsWith('assets/') && !name.endsWith('.map'))
      .map((name) => `/${name}`)
      .sort();
    const build = createHash('sha256').update(precached.join('\n')).digest('hex').slice(0, 16);
    const shells = Object.fromEntries(
      LOCALES.map((lang) => [
        lang,
        { standard: `/${lang}/result`, easy: `/${lang}/result?reading=easy` },
      ]),
    );
    const questionnaires = LOCALES.flatMap((lang) => [
      `${questionnairePath}?lang=${lang}`,
      `${questionnairePath}?lang=${lang}&reading=easy`,
    ]);
    const source = join(WEB, 'worker', 'service-worker.ts');
    const { code } = await transformWithOxc(readFileSync(source, 'utf8'), source, { lang: 'ts' });
    const constants = Object.entries({
      BUILD: build,
      PRECACHED: precached,
      SHELLS: shells,
      QUESTIONNAIRES: questionnaires,
      READING_COOKIE,
      GROUPS: groupsPath,
    })
      .map(([name, value]) => `const ${name} = ${JSON.stringify(value)};`)
      .join('\n');
    const script = minifySync('sw.js', `${constants}\n${code}`).code;
    this.emitFile({ type: 'asset', fileName: 'sw.js', source: script });
  }
}

/** The app's icon: the Swiss cross in white on the brand's red (as the favicon), `size` px square. */
function icon(size: number, { maskable }: { maskable: boolean }): Promise<Buffer> {
  // A maskable icon fills its square (the system cuts its own shape); the cross keeps to the
  // middle 62 %, inside the safe circle.
  const corner = maskable ? 0 : 4;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}"><rect width="32" height="32" rx="${corner}" fill="${BRAND_RED}"/><path fill="#fff" d="M13 6h6v7h7v6h-7v7h-6v-7H6v-6h7z"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const ICONS = [
  { file: 'icons/app-192.png', size: 192, purpose: 'any', maskable: false },
  { file: 'icons/app-512.png', size: 512, purpose: 'any', maskable: false },
  { file: 'icons/app-maskable-512.png', size: 512, purpose: 'maskable', maskable: true },
] as const;

/**
 * The web app manifest in each language (`/manifest.de.webmanifest`, linked by the pages of that
 * language): the product's name and description from the interface texts, the language's landing
 * page to start at, the brand's colour, and icons of 192 and 512 px.
 */
export function appManifests(): Plugin {
  return clientBuildOnly({
    name: 'values-cross:app-manifests',
    async generateBundle() {
      for (const { file, size, maskable } of ICONS) {
        this.emitFile({ type: 'asset', fileName: file, source: await icon(size, { maskable }) });
      }
      for (const lang of LOCALES) {
        const common = JSON.parse(
          readFileSync(join(WEB, '..', '..', 'content', 'locales', lang, 'common.json'), 'utf8'),
        ) as { app: { name: string; description: string } };
        const manifest = {
          id: '/',
          name: common.app.name,
          short_name: common.app.name,
          description: common.app.description,
          lang,
          start_url: `/${lang}/`,
          scope: '/',
          display: 'standalone',
          background_color: '#ffffff',
          theme_color: BRAND_RED,
          icons: ICONS.map(({ file, size, purpose }) => ({
            src: `/${file}`,
            sizes: `${size}x${size}`,
            type: 'image/png',
            purpose,
          })),
        };
        this.emitFile({
          type: 'asset',
          fileName: `manifest.${lang}.webmanifest`,
          source: JSON.stringify(manifest),
        });
      }
    },
  });
}
