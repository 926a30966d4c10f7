import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import account from '@values-cross/content/locales/en/account.json';
import { Translator, TranslatorProvider } from '@/lib/translation';
import { renderOnServer } from '@/testing/hydration';
import { renderInApp } from '@/testing/render';
import { PasswordChecklist } from './PasswordChecklist';

describe('PasswordChecklist', () => {
  it('before the scripts run lists the rules without saying which are met (it cannot follow the typing)', () => {
    const translator = new Translator('en', { en: { account } });
    const html = renderOnServer(
      <TranslatorProvider translator={translator}>
        <PasswordChecklist password="" id="rules" />
      </TranslatorProvider>,
    );
    expect(html).toContain(account.passwordRules.length);
    expect(html).not.toContain(account.passwordRules.notMet);
    expect(html).not.toContain('○');
  });

  it('once they run, says of each rule whether what is typed meets it', async () => {
    renderInApp(<PasswordChecklist password="abcdefghij" id="rules" />);
    const lower = await screen.findByText(new RegExp(account.passwordRules.lower));
    expect(lower.closest('li')).toHaveClass('password-rules__met');
    expect(
      screen.getByText(new RegExp(account.passwordRules.upper)).closest('li'),
    ).toHaveTextContent(account.passwordRules.notMet);
  });
});
