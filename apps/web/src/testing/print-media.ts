import { vi } from 'vitest';

/** `matchMedia('print')` as a browser gives it, with print media switched on by the test. */
export function printMedia() {
  const media = Object.assign(new EventTarget(), { matches: false, media: 'print' });
  vi.stubGlobal('matchMedia', () => media);
  return {
    start: () => {
      media.matches = true;
      media.dispatchEvent(Object.assign(new Event('change'), { matches: true }));
    },
  };
}
