import {
  LOCALES,
  MAX_EARLIER_RESULTS,
  MINUTE_MS,
  PORTRAIT_MAX_BYTES,
  READINGS,
  RECOUNT_MINIMUM_NETWORKS,
  SECOND_MS,
  SNAPSHOT_MINIMUM_GAIN,
} from '@values-cross/core';
import { MAX_ANSWERS } from '@values-cross/contract';
import * as limit from './limits';

/** A row of docs/deploy.md's table of limits: what is limited, how far, where it is counted. */
export interface LimitRow {
  what: string;
  limit: string;
  counted: 'memory' | 'database' | 'nginx' | '—';
  setting: string;
}

const number = (value: number) => value.toLocaleString('en-US');
const kib = (bytes: number) =>
  bytes % (1024 * 1024) === 0 ? `${bytes / 1024 / 1024} MiB` : `${bytes / 1024} KiB`;
const minutes = (ms: number) => `${ms / MINUTE_MS} minutes`;
const seconds = (ms: number) => `${ms / SECOND_MS} s`;

/** Every limit a client meets, in the words of docs/deploy.md, with the values of limits.ts. */
export const LIMIT_ROWS: LimitRow[] = [
  {
    what: 'Writes (results, groups, joins, uploads…) and the reads that cost (result pictures, where one stands, live screens) per client, each address of the API on its own',
    limit: `${limit.RATE_LIMIT_MAX_DEFAULT} a minute`,
    counted: 'memory',
    setting: '`RATE_LIMIT_MAX` (`0`: every per-client limit off)',
  },
  {
    what: 'Forms sent to pages before their scripts ran (all languages together) per client; API writes another site’s page starts',
    limit: `${limit.RATE_LIMIT_MAX_DEFAULT} a minute (then the page without the form’s outcome, 429); none (403 \`origin_refused\`)`,
    counted: 'memory',
    setting: '`RATE_LIMIT_MAX`',
  },
  {
    what: 'Open connections per client (the `TRUST_PROXY` addresses not counted)',
    limit: number(limit.MAX_CONNECTIONS_PER_ADDRESS_DEFAULT),
    counted: 'memory',
    setting: '`MAX_CONNECTIONS_PER_ADDRESS` (`0`: none)',
  },
  {
    what: 'Open connections in all',
    limit: number(limit.MAX_CONNECTIONS_DEFAULT),
    counted: 'memory',
    setting: '`MAX_CONNECTIONS`',
  },
  {
    what: 'Time to send a whole request; handling',
    limit: `${seconds(limit.REQUEST_TIMEOUT_MS_DEFAULT)} (408); twice that (503)`,
    counted: 'memory',
    setting: '`REQUEST_TIMEOUT_MS`',
  },
  {
    what: 'Request body (JSON); a form sent to a page; client error reports; funnel events',
    limit: `${[limit.JSON_BODY_MAX_BYTES, limit.FORM_BODY_MAX_BYTES, limit.CLIENT_ERROR_MAX_BYTES, limit.FUNNEL_EVENT_MAX_BYTES].map(kib).join('; ')} (413)`,
    counted: '—',
    setting: '—',
  },
  {
    what: 'Portrait upload',
    limit: `${kib(PORTRAIT_MAX_BYTES)}, ${limit.PORTRAIT_MAX_PIXELS / 1_000_000} megapixels, one file`,
    counted: '—',
    setting: '—',
  },
  {
    what: 'Answers in one result; earlier results a new result or a sign-up names',
    limit: `${number(MAX_ANSWERS)}; ${MAX_EARLIER_RESULTS}`,
    counted: '—',
    setting: '—',
  },
  {
    what: 'Failed logins per client',
    limit: `${limit.MAX_FAILURES_PER_ADDRESS} in ${minutes(limit.LOGIN_FAILURE_WINDOW_MS)}`,
    counted: 'database',
    setting: '—',
  },
  {
    what: 'Failed logins per account (a browser that logged in to it before counts on its own)',
    limit: `${limit.FREE_FAILURES_PER_ACCOUNT} a day free, then a wait of ${seconds(limit.FIRST_DELAY_MS)} doubling up to ${minutes(limit.MAX_DELAY_MS)}`,
    counted: 'database',
    setting: '—',
  },
  {
    what: 'Sign-up, reset and resend per client; per site',
    limit: `${limit.PROBES_PER_ADDRESS_PER_HOUR} an hour; ${limit.PROBES_PER_NETWORK_PER_HOUR} an hour`,
    counted: 'memory',
    setting: '—',
  },
  {
    what: 'Link mails (confirmation, reset) per account',
    limit: `${limit.LINK_MAILS_PER_HOUR} an hour`,
    counted: 'database',
    setting: '—',
  },
  {
    what: 'Mails to unconfirmed addresses (sign-up, resend, reset of a never-confirmed account, newsletter, a group’s admin link) per client; per network; per site',
    limit: `${limit.UNCONFIRMED_MAILS_PER_CLIENT_PER_HOUR}; ${limit.UNCONFIRMED_MAILS_PER_NETWORK_PER_HOUR}; ${limit.UNCONFIRMED_MAILS_PER_SITE_PER_HOUR} an hour`,
    counted: 'memory',
    setting: '—',
  },
  {
    what: 'The same per mailbox (case, quotes, `+tag` and Gmail’s dots do not make another)',
    limit: `${limit.UNCONFIRMED_MAILS_PER_RECIPIENT_PER_HOUR} an hour, ${limit.UNCONFIRMED_MAILS_PER_RECIPIENT_PER_DAY} a day`,
    counted: 'database',
    setting: '`UNCONFIRMED_MAILS_PER_HOUR` (`0`: none)',
  },
  {
    what: 'The same for all clients together (checked last, so no client uses others’ share)',
    limit: `${limit.UNCONFIRMED_MAILS_PER_HOUR_DEFAULT} an hour`,
    counted: 'database',
    setting: '`UNCONFIRMED_MAILS_PER_HOUR` (`0`: no cap)',
  },
  {
    what: 'Profile changes per user',
    limit: `${limit.PROFILE_CHANGES_PER_MINUTE} a minute (\`RATE_LIMIT_MAX\` where that is less)`,
    counted: 'memory',
    setting: '`RATE_LIMIT_MAX`',
  },
  {
    what: 'Joins of one group per client; per site',
    limit: `${limit.JOINS_PER_CLIENT_PER_GROUP}; ${limit.JOINS_PER_NETWORK_PER_GROUP} in ${minutes(limit.JOIN_WINDOW_MS)} (a new result with \`group\` and a join by code alike; 429 with \`fields.group\`)`,
    counted: 'memory',
    setting: '—',
  },
  {
    what: 'A group’s members listed to its admin',
    limit: `${number(limit.MAX_LISTED_MEMBERS)} newest (\`more\` counts the rest)`,
    counted: '—',
    setting: '—',
  },
  {
    what: 'Live screens of one group: viewers per client; per network; per site',
    limit: `${limit.MAX_FEED_WATCHERS_PER_CLIENT} per client in all; ${limit.MAX_FEED_WATCHERS_PER_NETWORK_IN_GROUP}; ${limit.MAX_FEED_WATCHERS_PER_SITE_IN_GROUP}`,
    counted: 'memory',
    setting: '—',
  },
  {
    what: 'Live screens: viewers per site in all; per group; in all',
    limit: `${limit.MAX_FEED_WATCHERS_PER_SITE}; ${limit.MAX_FEED_WATCHERS_PER_GROUP} (503); ${number(limit.MAX_FEED_WATCHERS)} (503)`,
    counted: 'memory',
    setting: '—',
  },
  {
    what: 'Live screens holding the group’s admin secret (slots viewers cannot take): per group; per client; per site; in all',
    limit: `${limit.MAX_ADMIN_FEED_WATCHERS_PER_GROUP}; ${limit.MAX_ADMIN_FEED_WATCHERS_PER_CLIENT}; ${limit.MAX_ADMIN_FEED_WATCHERS_PER_SITE}; ${number(limit.MAX_FEED_WATCHERS)}`,
    counted: 'memory',
    setting: '—',
  },
  {
    what: 'Live screen’s unsent data before the stream is dropped',
    limit: kib(limit.MAX_UNSENT_BYTES),
    counted: 'memory',
    setting: '—',
  },
  {
    what: 'Wrong operator tokens per client',
    limit: `${limit.OPERATOR_TOKEN_TRIES} in ${minutes(limit.OPERATOR_TOKEN_WINDOW_MS)} (then 429, the right token too)`,
    counted: 'memory',
    setting: '—',
  },
  {
    what: 'Footer menu from `NAVIGATION_URL`: answer size, wait, kept',
    limit: `${kib(limit.NAVIGATION_MAX_BYTES)}, ${seconds(limit.NAVIGATION_TIMEOUT_MS)}, ${minutes(limit.NAVIGATION_KEPT_MS)} (https: only)`,
    counted: 'memory',
    setting: '`NAVIGATION_URL`',
  },
  {
    what: 'Kept server-rendered pages: fixed pages (landing, chapters, questions…); result pages',
    limit: `${number(LOCALES.length * READINGS.length * limit.KEPT_FIXED_PAGES_PER_READING)} (${LOCALES.length} languages × ${READINGS.length} readings × ${limit.KEPT_FIXED_PAGES_PER_READING}); ${number(limit.KEPT_RESULT_PAGES)} for ${seconds(limit.RESULT_PAGE_KEPT_MS)} each, apart`,
    counted: 'memory',
    setting: '—',
  },
  {
    what: 'Population figures (standing, open data) counted again: results gained since; networks they came from (a keyed hash of the IPv4 /24 or IPv6 /48, kept a year, decision 0048)',
    limit: `${SNAPSHOT_MINIMUM_GAIN}; ${RECOUNT_MINIMUM_NETWORKS}`,
    counted: 'database',
    setting: '`RECOUNT_MINIMUM_NETWORKS` (`1`: no rule on networks)',
  },
  {
    what: 'At the proxy (sample configuration above): requests per address; open connections per address; header and body time',
    limit: '2 a second, burst 20; 64; 10 s each',
    counted: 'nginx',
    setting: '`nginx.conf`',
  },
];

const HEADER = ['what', 'limit (default)', 'counted', 'setting'];

/** The table as Markdown, one row a line (Prettier pads its columns in the document). */
export function limitsTable(rows: LimitRow[] = LIMIT_ROWS): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(HEADER),
    line(HEADER.map(() => '---')),
    ...rows.map((row) => line([row.what, row.limit, row.counted, row.setting])),
  ].join('\n');
}

/** The cells of a Markdown table's rows, however its columns are padded. */
export function tableCells(markdown: string): string[][] {
  return markdown
    .split('\n')
    .filter((text) => text.trim().startsWith('|'))
    .map((text) =>
      text
        .trim()
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    )
    .filter((cells) => !cells.every((cell) => /^-+$/.test(cell)));
}
