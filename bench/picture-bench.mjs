// node bench/picture-bench.mjs: CPU per result picture, the way it was drawn before (the whole
// SVG through sharp/librsvg with system fonts, a palette PNG) next to the way it is drawn now
// (the shared part drawn once per language and format, the result's cross and code drawn into
// it, apps/server/src/modules/result-media/picture-template.ts), in the same run. Also the whole
// SVG through resvg with the shipped fonts, for comparison. Figures go to bench/results/pictures.json.
// PICTURE_ROUNDS (default 40) pictures of each format per way.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { tsImport } from 'tsx/esm/api';
import { root } from './support.mjs';

const require = createRequire(join(root, 'apps', 'server', 'package.json'));
const sharp = require('sharp');
const { Resvg } = require('@resvg/resvg-js');
const media = (file) =>
  tsImport(join(root, 'apps', 'server', 'src', 'modules', 'result-media', file), import.meta.url);
const { resultSvg } = await media('cross-svg.ts');
const { PICTURE_FONTS } = await media('fonts.ts');
const { PictureTemplates } = await media('picture-template.ts');

const rounds = Number(process.env.PICTURE_ROUNDS ?? 40);
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const randomCode = () =>
  Array.from({ length: 12 }, () => ALPHABET[Math.floor(Math.random() * 62)]).join('');
const randomScores = () => Array.from({ length: 12 }, () => Math.random());
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function measure(draw) {
  // Warm up: the first pictures include compiling and the template's palette filling up.
  for (let i = 0; i < 5; i += 1) await draw(randomScores(), randomCode());
  const cpu = cpuMs();
  const started = performance.now();
  let bytes = 0;
  for (let i = 0; i < rounds; i += 1) bytes += (await draw(randomScores(), randomCode())).length;
  const round = (value) => Math.round(value * 100) / 100;
  return {
    cpuMsPerPicture: round((cpuMs() - cpu) / rounds),
    wallMsPerPicture: round((performance.now() - started) / rounds),
    bytesPerPicture: Math.round(bytes / rounds),
  };
}

const templates = new PictureTemplates();
const report = {
  measuredAt: new Date().toISOString(),
  machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, node: process.version },
  rounds,
};
for (const format of ['square', 'social']) {
  const template = await templates.get('fr', format);
  const svg = (scores, code) =>
    resultSvg({ locale: 'fr', format, placement: template.codePlacement, scores, code });
  const before = await measure((scores, code) =>
    sharp(Buffer.from(svg(scores, code)))
      .png({ compressionLevel: 6, palette: true, effort: 1 })
      .toBuffer(),
  );
  const resvgWhole = await measure((scores, code) =>
    new Resvg(svg(scores, code), { font: PICTURE_FONTS }).render().asPng(),
  );
  const now = await measure((scores, code) => template.render({ scores, code }));
  report[format] = {
    before,
    resvgWholeSvg: resvgWhole,
    now,
    cpuRatioNowToBefore: Math.round((now.cpuMsPerPicture / before.cpuMsPerPicture) * 1000) / 1000,
  };
  console.log(format, JSON.stringify(report[format]));
}
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(
  join(root, 'bench', 'results', 'pictures.json'),
  `${JSON.stringify(report, null, 2)}\n`,
);
console.log('Written to bench/results/pictures.json');
