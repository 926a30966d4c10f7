import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_ROOT, checkContent } from './check-content';

let root = '';

function copyOfContent(): string {
  root = mkdtempSync(join(tmpdir(), 'values-cross-content-'));
  for (const folder of ['questionnaire', 'locales', 'navigation']) {
    cpSync(join(CONTENT_ROOT, folder), join(root, folder), { recursive: true });
  }
  return root;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test edits the raw JSON freely
function edit(file: string, change: (data: any) => void): void {
  const path = join(root, file);
  const data: unknown = JSON.parse(readFileSync(path, 'utf8'));
  change(data);
  writeFileSync(path, JSON.stringify(data, null, 2));
}

const messages = () => checkContent(root).problems.map((p) => `${p.file}: ${p.message}`);

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('checkContent', () => {
  it('passes the shipped content', () => {
    expect(checkContent().problems).toEqual([]);
  });

  it('accepts a wording correction of a published version but no change of a score', () => {
    copyOfContent();
    edit('questionnaire/2026.1.json', (q) => {
      q.questions[0].text.it = 'Quanto ti senti legato al tuo Comune?';
    });
    expect(messages()).toEqual([]);
    edit('questionnaire/2026.1.json', (q) => {
      q.questions[0].answers[0].scoring[4] = -1;
    });
    expect(messages()).toEqual([expect.stringContaining('2026.1 no longer scores as published')]);
  });

  it('keeps a published version when only an answer scale changes (it pictures, not scores)', () => {
    copyOfContent();
    edit('questionnaire/2026.1.json', (q) => {
      q.questions[0].scale = 'agreement';
    });
    expect(messages()).toEqual([]);
  });

  it('enforces the French spacing in catalogues and mails', () => {
    copyOfContent();
    edit('locales/fr/mail.json', (m) => {
      m.passwordReset.footnote = 'Si ce n’était pas toi, ignore cet e-mail: rien ne change.';
    });
    edit('locales/fr/account.json', (a) => {
      a.login.forgot = 'Mot de passe oublié ?';
    });
    expect(messages()).toEqual([
      expect.stringMatching(/^locales\/fr\/account.json: login.forgot: French spacing/),
      expect.stringMatching(/^locales\/fr\/mail.json: passwordReset.footnote: French spacing/),
    ]);
  });
});
