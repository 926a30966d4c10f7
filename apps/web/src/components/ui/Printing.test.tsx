import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render';
import { PrintSheet } from './Printing';

/** `matchMedia('print')` as a browser gives it, with print media switched on by the test. */
function printMedia() {
  const media = Object.assign(new EventTarget(), { matches: false, media: 'print' });
  vi.stubGlobal('matchMedia', () => media);
  return {
    start: () => {
      media.matches = true;
      media.dispatchEvent(Object.assign(new Event('change'), { matches: true }));
    },
  };
}

/** Lets the QR encoder's chunk, which the sheet loads once the page works, arrive. */
async function encoderLoaded() {
  await act(async () => {
    await import('./QrCode');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('PrintSheet', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the address at once but draws the QR code only when the page is printed', async () => {
    printMedia();
    renderInApp(<PrintSheet path="/en/result?id=AbCdEf123456" />);
    await waitFor(() => expect(screen.getByText(/\/en\/result\?id=AbCdEf123456/)).toBeVisible());
    await encoderLoaded();
    expect(screen.queryByRole('img')).toBeNull();

    // The browser lays the page out for paper right after the event: the code must be there.
    window.dispatchEvent(new Event('beforeprint'));
    const qr = screen.getByRole('img');
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  });

  it('draws the QR code when print media start to apply (print emulation, some browsers)', async () => {
    const media = printMedia();
    renderInApp(<PrintSheet path="/en/result?id=AbCdEf123456" />);
    await encoderLoaded();
    expect(screen.queryByRole('img')).toBeNull();
    media.start();
    expect(screen.getByRole('img')).toBeInTheDocument();
  });

  it('writes when the result was made only when the page is printed', async () => {
    const media = printMedia();
    renderInApp(<PrintSheet path="/en/result?id=AbCdEf123456" made="2026-11-27T09:30:00.000Z" />);
    await encoderLoaded();
    const made = document.querySelector('.print-sheet__made');
    expect(made).not.toBeNull();
    expect(made?.textContent).toBe('');
    media.start();
    expect(made?.textContent).toMatch(/2026/);
  });

  it('draws the QR code when it arrives while the page is already printed', async () => {
    printMedia().start();
    renderInApp(<PrintSheet path="/en/result?id=AbCdEf123456" />);
    await encoderLoaded();
    expect(await screen.findByRole('img')).toBeInTheDocument();
  });
});
