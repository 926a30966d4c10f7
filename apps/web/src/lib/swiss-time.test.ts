import { describe, expect, it } from 'vitest';
import { swissDateTime } from './swiss-time';
import { HOUR_MS, MINUTE_MS } from '@values-cross/core';

describe('swissDateTime', () => {
  it.each([
    ['2026-12-06T13:05:00Z', '6.12.2026, 14:05'],
    ['2026-07-01T22:30:00Z', '2.7.2026, 00:30'],
    // Summer time begins on the last Sunday of March at 01:00 UTC and ends on October's.
    ['2026-03-29T00:59:00Z', '29.3.2026, 01:59'],
    ['2026-03-29T01:00:00Z', '29.3.2026, 03:00'],
    ['2026-10-25T00:59:00Z', '25.10.2026, 02:59'],
    ['2026-10-25T01:00:00Z', '25.10.2026, 02:00'],
    ['2026-12-31T23:30:00Z', '1.1.2027, 00:30'],
  ])('%s is %s in Switzerland', (iso, written) => {
    expect(swissDateTime(iso)).toBe(written);
  });

  it('agrees with the platform’s Zurich time every hour of a year', () => {
    const zurich = new Intl.DateTimeFormat('de-CH', {
      timeZone: 'Europe/Zurich',
      day: 'numeric',
      month: 'numeric',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (let hour = 0; hour < 366 * 24; hour += 1) {
      const moment = new Date(Date.UTC(2026, 0, 1) + hour * HOUR_MS + 17 * MINUTE_MS);
      expect(swissDateTime(moment.toISOString())).toBe(zurich.format(moment));
    }
  });
});
