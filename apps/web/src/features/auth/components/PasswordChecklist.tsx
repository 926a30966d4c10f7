import { useTranslation } from '@/lib/translation';
import { passwordChecks } from '@values-cross/core';
import { useHydrated } from '@/lib/use-hydrated';
import '../password-rules.css';

const RULES = ['length', 'upper', 'lower', 'digit', 'special'] as const;

/**
 * The password rule of product.md §5 as a live checklist. Before the page's scripts run it cannot follow
 * what is typed: it lists the rules without saying which are met.
 */
export function PasswordChecklist({ password, id }: { password: string; id: string }) {
  const { t } = useTranslation('account');
  const live = useHydrated();
  const checks = passwordChecks(password);
  return (
    <div className="password-rules" id={id}>
      <p>{t('passwordRules.title')}</p>
      <ul>
        {RULES.map((rule) =>
          live ? (
            <li key={rule} className={checks[rule] ? 'password-rules__met' : undefined}>
              <span aria-hidden="true">{checks[rule] ? '✓' : '○'}</span>{' '}
              {t(`passwordRules.${rule}`)}
              <span className="visually-hidden">
                : {checks[rule] ? t('passwordRules.met') : t('passwordRules.notMet')}
              </span>
            </li>
          ) : (
            <li key={rule}>
              <span aria-hidden="true">•</span> {t(`passwordRules.${rule}`)}
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
