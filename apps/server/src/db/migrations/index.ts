import type { Migration } from 'kysely';
import * as accounts from './2026-11-22-accounts';
import * as cellArrivals from './2026-12-07-cell-arrivals';
import * as loginFailureKey from './2026-11-24-login-failure-key';
import * as operations from './2026-11-23-operations';
import * as outboxMailboxKey from './2026-12-06-outbox-mailbox-key';
import * as outboxRecipientKey from './2026-11-25-outbox-recipient-key';
import * as resultPictures from './2026-11-27-result-pictures';
import * as resultSecret from './2026-11-26-result-secret';
import * as groups from './2026-11-28-groups';
import * as pendingResults from './2026-11-29-pending-results';
import * as countedOnce from './2026-12-08-counted-once';
import * as sendKeys from './2026-12-09-send-keys';
import * as standingCounts from './2026-12-02-standing-counts';
import * as standingAndOpenData from './2026-11-30-standing-and-open-data';
import * as statisticsFromBands from './2026-12-01-statistics-from-bands';
import * as surveys from './2026-11-21-surveys';

/** Every migration, by dated name; applied in name order. Add new files, never edit old ones. */
export const migrations: Record<string, Migration> = {
  '2026-11-21-surveys': surveys,
  '2026-11-22-accounts': accounts,
  '2026-11-23-operations': operations,
  '2026-11-24-login-failure-key': loginFailureKey,
  '2026-11-25-outbox-recipient-key': outboxRecipientKey,
  '2026-11-26-result-secret': resultSecret,
  '2026-11-27-result-pictures': resultPictures,
  '2026-11-28-groups': groups,
  '2026-11-29-pending-results': pendingResults,
  '2026-11-30-standing-and-open-data': standingAndOpenData,
  '2026-12-01-statistics-from-bands': statisticsFromBands,
  '2026-12-02-standing-counts': standingCounts,
  '2026-12-06-outbox-mailbox-key': outboxMailboxKey,
  '2026-12-07-cell-arrivals': cellArrivals,
  '2026-12-08-counted-once': countedOnce,
  '2026-12-09-send-keys': sendKeys,
};
