import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { printMedia } from '@/testing/print-media';
import { renderInApp } from '@/testing/render';
import { PrintButton, PrintSheet } from './Printing';

// A file of its own: the QR encoder's chunk has not been loaded by an earlier test.

describe('PrintButton', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens the print dialog once the QR code of the sheet has come, and draws it for paper', async () => {
    const media = printMedia();
    // Whether the paper got the QR code: the browser lays the page out right after `beforeprint`.
    const printed: boolean[] = [];
    vi.stubGlobal('print', () => {
      window.dispatchEvent(new Event('beforeprint'));
      media.start();
      printed.push(document.querySelector('.print-sheet .qr-code') !== null);
    });
    renderInApp(
      <>
        <PrintButton />
        <PrintSheet path="/en/result?id=AbCdEf123456" />
      </>,
    );
    // Nothing of the sheet before the page is used or printed.
    expect(document.querySelector('.print-sheet')).toBeNull();
    const button = await screen.findByRole('button', { name: 'Print or save as PDF' });
    await act(async () => {
      button.click();
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await waitFor(() => expect(printed).toEqual([true]));
  });
});
