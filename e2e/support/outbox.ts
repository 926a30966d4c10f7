import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Waits for a mail to `to` in the server's outbox (no SMTP_URL: .eml files under DATA_DIR)
 * and returns the link in it whose path contains `path`.
 */
export async function linkFromMail({ to, path }: { to: string; path: string }): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        let files: string[] = [];
        try {
          files = readdirSync(outbox);
        } catch {
          return undefined;
        }
        // Newest first: a mail sent again replaces the link of the earlier one.
        files.sort((a, b) => statSync(join(outbox, b)).mtimeMs - statSync(join(outbox, a)).mtimeMs);
        for (const file of files) {
          const mail = decodeQuotedPrintable(readFileSync(join(outbox, file), 'utf8'));
          if (!mail.includes(`To: ${to}`)) continue;
          link = mail.match(/https?:\/\/[^\s"<>]+/g)?.find((url) => url.includes(path));
          if (link) return link;
        }
        return undefined;
      },
      { timeout: 15_000, message: `a mail to ${to} with a ${path} link` },
    )
    .toBeTruthy();
  return link ?? '';
}

/** How many mails to `to` the server's outbox holds. */
export function mailsTo(to: string): number {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(outbox);
  } catch {
    return 0;
  }
  return files.filter((file) =>
    decodeQuotedPrintable(readFileSync(join(outbox, file), 'utf8')).includes(`To: ${to}`),
  ).length;
}

let counter = 0;

/** A fresh e-mail address for a test. */
export function uniqueEmail(name: string): string {
  counter += 1;
  return `${name}.${Date.now()}.${counter}@example.ch`;
}

/** A password that meets the rule of product.md §5 and is not a common one. */
export const PASSWORD = 'Gotthard#Tunnel57k';
