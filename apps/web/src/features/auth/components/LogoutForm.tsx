import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/translation';
import { logOut } from '@/domain/account/account-api';
import { useLocalePath } from '@/lib/use-locale-path';
import { LOGOUT_INTENT } from '../forms/logout-action';

/**
 * The logout button of the login's own pages (login, profile). With scripts it logs out at once;
 * before them it sends the form to the page's route action (`intent` logout), which the server
 * runs with the login's cookie. Both lead to the landing page.
 */
export function LogoutForm({ page }: { page: string }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { path } = useLocalePath();
  return (
    <form
      method="post"
      action={path(page)}
      onSubmit={(event) => {
        event.preventDefault();
        void logOut().then(() => navigate(path('')));
      }}
    >
      <button type="submit" name="intent" value={LOGOUT_INTENT} className="button">
        {t('user.logout')}
      </button>
    </form>
  );
}
