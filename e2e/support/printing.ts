import { expect, type Page } from '@playwright/test';

/** The page printed to PDF by Chromium on A4 paper, as "save as PDF" does: how many pages. */
export async function printedPages(page: Page): Promise<number> {
  await page.emulateMedia({ media: 'print' });
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString(
    'latin1',
  );
  const mediaBox = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
  // A4 in PDF points: 595 × 842.
  expect(Math.round(Number(mediaBox?.[1]))).toBe(595);
  expect(Math.round(Number(mediaBox?.[2]))).toBe(842);
  return pdf.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}
