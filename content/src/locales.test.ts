import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AVERAGE_MINIMUM } from '@values-cross/core';

const root = join(import.meta.dirname, '..', 'locales');
const LOCALES = ['de', 'fr', 'it', 'en'] as const;

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return { [prefix]: value };
  return Object.entries(value).reduce<Record<string, unknown>>(
    (keys, [key, child]) => ({ ...keys, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

function catalogue(locale: string, namespace: string): Record<string, unknown> {
  return flatten(JSON.parse(readFileSync(join(root, locale, namespace), 'utf8')));
}

const namespaces = readdirSync(join(root, 'en')).filter((file) => file.endsWith('.json'));

describe('interface message catalogues', () => {
  it('exist for every language with the same namespaces', () => {
    for (const locale of LOCALES) {
      expect(readdirSync(join(root, locale)).sort()).toEqual([...namespaces].sort());
    }
  });

  describe.each(namespaces)('%s', (namespace) => {
    const english = Object.keys(catalogue('en', namespace)).sort();

    it.each(LOCALES)('in %s has exactly the English keys, none empty', (locale) => {
      const messages = catalogue(locale, namespace);
      expect(Object.keys(messages).sort()).toEqual(english);
      const empty = Object.entries(messages).filter(
        ([, text]) => typeof text !== 'string' || text.trim() === '',
      );
      expect(empty).toEqual([]);
    });

    it.each(LOCALES)('in %s keeps the placeholders of the English text', (locale) => {
      const messages = catalogue(locale, namespace);
      const placeholders = (text: unknown) =>
        String(text)
          .match(/{{\w+}}/g)
          ?.sort() ?? [];
      for (const [key, text] of Object.entries(catalogue('en', namespace))) {
        expect(placeholders(messages[key]), `${locale}/${namespace} ${key}`).toEqual(
          placeholders(text),
        );
      }
    });

    it.each(LOCALES)('in %s keeps a number and its unit on one line', (locale) => {
      const broken = Object.entries(catalogue(locale, namespace)).filter(([, text]) =>
        /\{\{(points|percent|count)\}\} [^\s{]/u.test(String(text)),
      );
      expect(broken).toEqual([]);
    });

    it.each(['de'])('in Swiss Standard German (%s) never uses ß', (locale) => {
      const withSharpS = Object.entries(catalogue(locale, namespace)).filter(([, text]) =>
        String(text).includes('ß'),
      );
      expect(withSharpS).toEqual([]);
    });
  });
});

describe('thresholds in the texts', () => {
  it.each(LOCALES)(
    'in %s: the threshold of averages passed from core, never written, and the privacy policy naming it',
    (locale) => {
      const texts = Object.entries({
        ...catalogue(locale, 'result.json'),
        ...catalogue(locale, 'compare.json'),
        ...catalogue(locale, 'population.json'),
      });
      // Every average shown names its threshold from core's AVERAGE_MINIMUM ({{minimum}}).
      const written = texts.filter(([, text]) => String(text).includes(String(AVERAGE_MINIMUM)));
      expect(written).toEqual([]);
      const privacy = String(catalogue(locale, 'privacy.json')['sections.survey.text']);
      expect(privacy).toContain(String(AVERAGE_MINIMUM));
    },
  );
});
