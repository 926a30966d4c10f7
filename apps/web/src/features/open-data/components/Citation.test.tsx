// How to cite the open data shown: author, year of the snapshot, snapshot, questionnaire version,
// licence and the page's address, in the page's language.
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import de from '@values-cross/content/locales/de/population.json';
import en from '@values-cross/content/locales/en/population.json';
import fr from '@values-cross/content/locales/fr/population.json';
import { Translator, TranslatorProvider } from '@/lib/translation';
import { Citation } from './Citation';

const catalogues = { de, en, fr };
const URL_CITED = 'https://werte.example/en/open-data?snapshot=2027-02-01&version=2027.1';

function citation(locale: keyof typeof catalogues, snapshot = '2027-02-01') {
  render(
    <TranslatorProvider
      translator={new Translator(locale, { [locale]: { population: catalogues[locale] } })}
    >
      <Citation snapshot={snapshot} version="2027.1" url={URL_CITED} />
    </TranslatorProvider>,
  );
  const heading = screen.getByRole('heading', {
    name: catalogues[locale].openData.citation.heading,
  });
  return heading.parentElement?.querySelector('p')?.textContent;
}

describe('the citation of the open data', () => {
  it('names the product, the year and day of the snapshot, the version, licence and address', () => {
    expect(citation('en')).toBe(
      `Values Cross (2027): Open data, snapshot of 2027-02-01, questionnaire 2027.1. Licence CC BY 4.0. ${URL_CITED}`,
    );
  });

  it('takes the year from the snapshot shown', () => {
    expect(citation('en', '2028-01-01')).toMatch(
      /^Values Cross \(2028\): .*snapshot of 2028-01-01/,
    );
  });

  it('is in the page’s language, with the product’s name in it', () => {
    expect(citation('de')).toBe(
      `Wertekreuz (2027): Offene Daten, Stand vom 2027-02-01, Fragebogen 2027.1. Lizenz CC BY 4.0. ${URL_CITED}`,
    );
    cleanup();
    const french = citation('fr');
    expect(french).toMatch(/^Croix des valeurs \(2027\)/);
    expect(french).toContain('2027.1');
    expect(french).toContain(URL_CITED);
    expect(french).not.toContain('{{');
  });
});
