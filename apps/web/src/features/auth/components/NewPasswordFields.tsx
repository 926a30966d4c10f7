import { useTranslation } from '@/lib/translation';
import { TextField } from '@/components/ui/TextField';
import { PasswordChecklist } from './PasswordChecklist';

/**
 * A new password with its rules shown as one types, then its repetition (signup, password
 * change). The password is controlled so the checklist follows every key.
 */
export function NewPasswordFields({
  label,
  password,
  onPasswordChange,
  errors,
}: {
  label: string;
  password: string;
  onPasswordChange: (password: string) => void;
  errors: { password?: string | null | undefined; passwordRepeat?: string | null | undefined };
}) {
  const { t } = useTranslation('account');
  return (
    <>
      <TextField
        name="password"
        type="password"
        autoComplete="new-password"
        label={label}
        error={errors.password}
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      <PasswordChecklist password={password} id="password-rules" />
      <TextField
        name="passwordRepeat"
        type="password"
        autoComplete="new-password"
        label={t('fields.passwordRepeat')}
        error={errors.passwordRepeat}
      />
    </>
  );
}
