import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@values-cross/core';
import { Translator, TranslatorProvider } from '@/lib/translation';
import de from '@values-cross/content/locales/de/population.json';
import en from '@values-cross/content/locales/en/population.json';
import fr from '@values-cross/content/locales/fr/population.json';
import it_ from '@values-cross/content/locales/it/population.json';
import { AboutTheData } from './AboutTheData';

const catalogues = { de, en, fr, it: it_ };

const guarantee = (locale: Locale, minimumNetworks: number) => {
  const translator = new Translator(locale, { [locale]: { population: catalogues[locale] } });
  render(
    <TranslatorProvider translator={translator}>
      <AboutTheData minimumNetworks={minimumNetworks} />
    </TranslatorProvider>,
  );
  const heading = screen.getByRole('heading', {
    name: catalogues[locale].openData.guarantee.heading,
  });
  return heading.parentElement?.querySelector('p')?.textContent ?? '';
};

describe('the open data’s guarantee', () => {
  it.each(LOCALES)(
    'names the networks a recount needs (%s), and nothing when the rule is off',
    (locale) => {
      const text = guarantee(locale, 10);
      expect(text).toContain(catalogues[locale].openData.guarantee.text);
      expect(text).toMatch(/\b10\b/);
      expect(text).not.toContain('{{');
      document.body.innerHTML = '';
      expect(guarantee(locale, 1)).toBe(catalogues[locale].openData.guarantee.text);
    },
  );
});
