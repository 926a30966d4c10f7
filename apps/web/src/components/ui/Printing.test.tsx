import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { printMedia } from '@/testing/print-media';
import { renderInApp } from '@/testing/render';
import { resetPageParts } from './page-parts';
import { PrintSheet } from './Printing';

/** The person touches the page, and printing's chunk (the QR encoder with it) arrives. */
async function encoderLoaded() {
  await act(async () => {
    window.dispatchEvent(new Event('pointerdown'));
    await import('./PrintSheet');
    await import('./QrCode');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('PrintSheet', () => {
  beforeEach(() => {
    vi.unstubAllGlobals();
    resetPageParts();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the address once the page is used but draws the QR code only when it is printed', async () => {
    printMedia();
    renderInApp(<PrintSheet path="/en/result?id=AbCdEf123456" />);
    await encoderLoaded();
    await waitFor(() => expect(screen.getByText(/\/en\/result\?id=AbCdEf123456/)).toBeVisible());
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

  it('has nothing of printing for a visitor who only looks; a print from the menu brings it', async () => {
    printMedia();
    renderInApp(<PrintSheet path="/en/result?id=AbCdEf123456" />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(document.querySelector('.print-sheet')).toBeNull();
    // A print from the browser's menu cannot wait: it goes without the sheet; the next one has it.
    act(() => void window.dispatchEvent(new Event('beforeprint')));
    await waitFor(() => expect(screen.getByText(/AbCdEf123456/)).toBeInTheDocument());
    window.dispatchEvent(new Event('beforeprint'));
    expect(await screen.findByRole('img')).toBeInTheDocument();
  });
});
