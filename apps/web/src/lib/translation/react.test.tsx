import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Translator } from '@values-cross/content/translator';
import { Trans, TranslatorProvider, useTranslation } from './react';

function Lead() {
  const { t } = useTranslation('account');
  return (
    <p>
      <Trans t={t} i18nKey="fields.privacy" components={{ 1: <a href="/de/privacy" /> }} />
    </p>
  );
}

describe('Trans', () => {
  it('puts the parts of a text into their elements', () => {
    const translator = new Translator('en', {
      en: { account: { fields: { privacy: 'I accept the <1>privacy policy</1>.' } } },
    });
    render(
      <TranslatorProvider translator={translator}>
        <Lead />
      </TranslatorProvider>,
    );
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/de/privacy',
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent('I accept the privacy policy.');
  });
});
