import { useTranslation } from '@/lib/translation';
import { TextField } from '@/components/ui/TextField';

/** The e-mail address field of the account forms (login, signup, reset), with its message. */
export function EmailField({
  error,
  defaultValue,
}: {
  error?: string | null | undefined;
  /** The address as typed, when the server shows a sent form again. */
  defaultValue?: string | undefined;
}) {
  const { t } = useTranslation('account');
  return (
    <TextField
      name="email"
      type="email"
      autoComplete="email"
      label={t('fields.email')}
      defaultValue={defaultValue}
      error={error}
    />
  );
}
