import { useTranslation } from '@/lib/translation';
import { TextField } from '@/components/ui/TextField';

/** The e-mail address field of the account forms (login, signup, reset), with its message. */
export function EmailField({ error }: { error?: string | null | undefined }) {
  const { t } = useTranslation('account');
  return (
    <TextField
      name="email"
      type="email"
      autoComplete="email"
      label={t('fields.email')}
      error={error}
    />
  );
}
