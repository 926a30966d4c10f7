import { BRAND_RED, LOCALES, DAY_MS } from '@values-cross/core';
import { escapeMarkup } from '../../http/markup';
import { FUNNEL_EVENTS, type FunnelCount } from '../funnel';
import type { OperatorStats } from './operator-stats';

const STYLE = `body{font:15px/1.4 system-ui,sans-serif;margin:2rem;color:#222}
table{border-collapse:collapse;margin:.5rem 0 1.5rem}td,th{border:1px solid #ccc;padding:.2rem .6rem;text-align:right}
th:first-child,td:first-child{text-align:left}h2{margin-top:2rem}figure{display:inline-block;margin:0 1.5rem 1rem 0}
figcaption{font-size:13px}`;

/** Every UTC day of the window, oldest first. */
export function daysOf(firstDay: string, days: number): string[] {
  const start = Date.parse(`${firstDay}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) =>
    new Date(start + i * DAY_MS).toISOString().slice(0, 10),
  );
}

function table(head: string[], rows: (string | number)[][]): string {
  const cells = (row: (string | number)[], tag: string) =>
    `<tr>${row.map((cell) => `<${tag}>${escapeMarkup(cell)}</${tag}>`).join('')}</tr>`;
  return `<table>${cells(head, 'th')}${rows.map((row) => cells(row, 'td')).join('')}</table>`;
}

/** An SVG bar chart of one event's count per day (presentation attributes only, no script). */
export function dayChart(event: string, perDay: { day: string; count: number }[]): string {
  const width = 6 * perDay.length;
  const height = 60;
  const max = Math.max(1, ...perDay.map((d) => d.count));
  const bars = perDay
    .map((d, i) => {
      const h = Math.round((d.count / max) * height);
      return `<rect x="${i * 6}" y="${height - h}" width="5" height="${h}" fill="${BRAND_RED}"><title>${escapeMarkup(`${d.day}: ${d.count}`)}</title></rect>`;
    })
    .join('');
  return `<figure><svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeMarkup(event)} per day">${bars}</svg><figcaption>${escapeMarkup(event)} (max ${max}/day)</figcaption></figure>`;
}

function funnelSection({ firstDay, days, counts }: OperatorStats['funnel']): string {
  const sum = (filter: (c: FunnelCount) => boolean) =>
    counts.filter(filter).reduce((total, c) => total + c.count, 0);
  const languages = [...LOCALES, 'other'];
  const rows = FUNNEL_EVENTS.map((event) => [
    event,
    sum((c) => c.event === event),
    ...languages.map((language) => sum((c) => c.event === event && c.language === language)),
  ]);
  const charts = FUNNEL_EVENTS.map((event) =>
    dayChart(
      event,
      daysOf(firstDay, days).map((day) => ({
        day,
        count: sum((c) => c.event === event && c.day === day),
      })),
    ),
  ).join('');
  return `<h2>Funnel, last ${days} days (from ${escapeMarkup(firstDay)}, UTC)</h2>${table(['event', 'all', ...languages], rows)}${charts}`;
}

/** The operator page: results, people, subscribers and the funnel with a chart per day. */
export function renderAdminPage(stats: OperatorStats, release: string): string {
  const versions = stats.statistics.versions.map((v) => [
    v.questionnaireVersion,
    v.all.results,
    ...LOCALES.map((locale) => v.languages[locale]?.results ?? 0),
  ]);
  const { users, newsletter } = stats;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>Values Cross: operations</title><style>${STYLE}</style></head><body>
<h1>Values Cross: operations</h1><p>Release ${escapeMarkup(release)}</p>
<h2>Results</h2>${table(['version', 'all', ...LOCALES], versions)}
<h2>People</h2>${table(
    ['', 'count'],
    [
      ['users', users.total],
      ['confirmed', users.confirmed],
      ['with a cross', users.withCross],
      ['gallery consents', users.galleryConsents],
      ['newsletter confirmed', newsletter.confirmed],
      ['newsletter pending', newsletter.pending],
      ['groups', stats.groups.total],
      [
        `groups showing a cross (${stats.groups.minimumMembers}+ members)`,
        stats.groups.showingCross,
      ],
      ['results in groups', stats.groups.members],
    ],
  )}${funnelSection(stats.funnel)}</body></html>`;
}
