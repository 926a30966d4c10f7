/**
 * A moment as it is written in Switzerland, day first and in Swiss time (CET, or CEST from the
 * last Sunday of March to the last Sunday of October, 01:00 UTC both): "6.12.2026, 14:05". Worked
 * out here, not by the platform's date formatter: a page's first formatter costs a phone 60-120 ms
 * of its main thread (components/ui/agreement-figures.ts).
 */
export function swissDateTime(iso: string): string {
  const moment = new Date(iso);
  const year = moment.getUTCFullYear();
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(year, month + 1, 0));
    return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
  };
  const summer = moment.getTime() >= lastSunday(2) && moment.getTime() < lastSunday(9);
  const local = new Date(moment.getTime() + (summer ? 2 : 1) * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${local.getUTCDate()}.${local.getUTCMonth() + 1}.${local.getUTCFullYear()}, ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}
