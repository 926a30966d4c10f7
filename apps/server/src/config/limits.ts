import { DAY_MS, MINUTE_MS } from '@values-cross/core';

// Every limit a client meets: rate limits, caps and quotas, with the defaults of the settings
// that change them (env.ts reads its defaults here). "Per client" is an IPv4 address or an IPv6
// /64; "per network" an IPv4 /24 or IPv6 /56; "per site" an IPv4 /24 or IPv6 /48
// (http/rate-limit.ts: addressKey, subnet56Key, networkKey). docs/deploy.md's table of limits is
// written from this module (limits-table.ts, `npm run docs:limits`), and a test keeps them equal.
// The limits of the contract and the core (answers in a result, a portrait's bytes, population
// minimums) are shared with the browser and stay there; the table names them too.

// Settings' defaults.

/** Writes (and forms sent to pages) per client and minute, per route; `RATE_LIMIT_MAX`. */
export const RATE_LIMIT_MAX_DEFAULT = 60;
/** Open connections per client; `MAX_CONNECTIONS_PER_ADDRESS` (0: none). */
export const MAX_CONNECTIONS_PER_ADDRESS_DEFAULT = 256;
/** Open connections in all; `MAX_CONNECTIONS`. */
export const MAX_CONNECTIONS_DEFAULT = 10_000;
/** The longest a client may take to send a whole request; `REQUEST_TIMEOUT_MS`. */
export const REQUEST_TIMEOUT_MS_DEFAULT = MINUTE_MS;
/** Mails to unconfirmed addresses an hour, all clients together; `UNCONFIRMED_MAILS_PER_HOUR`. */
export const UNCONFIRMED_MAILS_PER_HOUR_DEFAULT = 500;

// Bodies.

/** A JSON request's body. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;
/** A form sent to a page before its scripts ran. */
export const FORM_BODY_MAX_BYTES = 16 * 1024;
/** A client's error report. */
export const CLIENT_ERROR_MAX_BYTES = 8 * 1024;
/** A funnel event. */
export const FUNNEL_EVENT_MAX_BYTES = 1024;
/** A portrait's pixels, read from its header before it is decoded. */
export const PORTRAIT_MAX_PIXELS = 16_000_000;

// Logins (counted in the database: they hold across instances).

/** The window failed logins per client are counted in. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * MINUTE_MS;
/** Failed logins allowed per client within the window (shared networks need room). */
export const MAX_FAILURES_PER_ADDRESS = 30;
/** How long an account's (or a trusted device's) failures count towards its delays. */
export const ACCOUNT_FAILURE_WINDOW_MS = DAY_MS;
/** Failures of an account allowed without any wait (typos, a forgotten password). */
export const FREE_FAILURES_PER_ACCOUNT = 10;
/** The wait after the first failure beyond the free ones; it doubles with each further one. */
export const FIRST_DELAY_MS = 30_000;
/** The longest wait between two attempts on one account. */
export const MAX_DELAY_MS = 15 * MINUTE_MS;

// Requests that probe accounts or mail.

/** Sign-ups, reset and resend requests allowed per client and hour. */
export const PROBES_PER_ADDRESS_PER_HOUR = 20;
/** The same requests allowed per site and hour. */
export const PROBES_PER_NETWORK_PER_HOUR = 100;
/** Confirmation or reset mails per account and hour: no inbox flooding. */
export const LINK_MAILS_PER_HOUR = 3;
/** Mails to unconfirmed addresses one client may cause an hour. */
export const UNCONFIRMED_MAILS_PER_CLIENT_PER_HOUR = 5;
/** The same per network (what a provider hands one customer). */
export const UNCONFIRMED_MAILS_PER_NETWORK_PER_HOUR = 10;
/** The same per site (its 256 networks together). */
export const UNCONFIRMED_MAILS_PER_SITE_PER_HOUR = 20;
/** Mails to an unconfirmed address one recipient may get an hour, whoever asks for them. */
export const UNCONFIRMED_MAILS_PER_RECIPIENT_PER_HOUR = 3;
/** The same in 24 hours: the site cannot be made to mail one stranger day after day. */
export const UNCONFIRMED_MAILS_PER_RECIPIENT_PER_DAY = 10;
/** Profile changes per minute and user (each may run argon2 twice and image work). */
export const PROFILE_CHANGES_PER_MINUTE = 10;

// Groups.

/**
 * Results joining one group per client in the window: a class of up to 30 behind one school
 * address joins within a lesson, and a kiosk (one tablet, one address, one person every few
 * minutes) stays far below it.
 */
export const JOINS_PER_CLIENT_PER_GROUP = 30;
/** The same per site: two classes of one school in one group. */
export const JOINS_PER_NETWORK_PER_GROUP = 60;
/** The window of the join limits. */
export const JOIN_WINDOW_MS = 10 * MINUTE_MS;
/** The members a group's admin sees listed (the newest; `more` counts the rest). */
export const MAX_LISTED_MEMBERS = 1000;

// Live screens (slots of one instance; admin streams have slots of their own).

/** The most viewer streams one instance serves at once; more are refused with 503. */
export const MAX_FEED_WATCHERS = 2000;
/** The most viewer streams of one group: one group cannot take every slot (503 beyond). */
export const MAX_FEED_WATCHERS_PER_GROUP = 200;
/** The most viewer streams one client holds open (429 beyond). */
export const MAX_FEED_WATCHERS_PER_CLIENT = 10;
/** The most viewer streams of one group from one network (429 beyond). */
export const MAX_FEED_WATCHERS_PER_NETWORK_IN_GROUP = 20;
/** The most viewer streams of one group from one site (429 beyond). */
export const MAX_FEED_WATCHERS_PER_SITE_IN_GROUP = 40;
/** The most viewer streams one site holds on the instance (429 beyond). */
export const MAX_FEED_WATCHERS_PER_SITE = 200;
/** The most streams with the admin secret per group: a projector, a laptop, a phone … */
export const MAX_ADMIN_FEED_WATCHERS_PER_GROUP = 5;
/** The most admin streams per client: one client can make groups, so they are bounded too. */
export const MAX_ADMIN_FEED_WATCHERS_PER_CLIENT = 50;
/** The most admin streams per site. */
export const MAX_ADMIN_FEED_WATCHERS_PER_SITE = 100;
/** A stream with more than this written and not yet taken by the client has stopped reading. */
export const MAX_UNSENT_BYTES = 64 * 1024;

// The operator, the footer's menu and the pages kept.

/** Wrong operator tokens one client may present per window; then only 429. */
export const OPERATOR_TOKEN_TRIES = 10;
/** The window of those tries. */
export const OPERATOR_TOKEN_WINDOW_MS = 15 * MINUTE_MS;
/** The most of the footer menu's answer that is read (a menu is well under 2 KB); beyond, none. */
export const NAVIGATION_MAX_BYTES = 64 * 1024;
/** How long the footer menu's site may take to answer. */
export const NAVIGATION_TIMEOUT_MS = 3000;
/** How long its menu is kept. */
export const NAVIGATION_KEPT_MS = 10 * MINUTE_MS;
/** Fixed pages kept per language and reading (about 170 exist: room for more than twice). */
export const KEPT_FIXED_PAGES_PER_READING = 400;
/** Result pages kept per instance, apart from the fixed pages. */
export const KEPT_RESULT_PAGES = 2000;
/** How long a result page is kept. */
export const RESULT_PAGE_KEPT_MS = MINUTE_MS;
