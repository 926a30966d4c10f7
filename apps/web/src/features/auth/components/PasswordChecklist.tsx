import { useTranslation } from '@/lib/translation';
import { passwordChecks } from '@values-cross/core';
import '../password-rules.css';

const RULES = ['length', 'upper', 'lower', 'digit', 'special'] as const;

/** The password rule of spec 5 as a live checklist. */
export function PasswordChecklist({ password, id }: { password: string; id: string }) {
  const { t } = useTranslation('account');
  const checks = passwordChecks(password);
  return (
    <div className="password-rules" id={id}>
      <p>{t('passwordRules.title')}</p>
      <ul>
        {RULES.map((rule) => (
          <li key={rule} className={checks[rule] ? 'password-rules__met' : undefined}>
            <span aria-hidden="true">{checks[rule] ? '✓' : '○'}</span> {t(`passwordRules.${rule}`)}
            <span className="visually-hidden">
              : {checks[rule] ? t('passwordRules.met') : t('passwordRules.notMet')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
