import { resultImagePath, apiPath } from '@values-cross/contract/paths';
import { useTranslation } from '@/lib/translation';
import { Link, useNavigate } from 'react-router';
import type { Locale } from '@values-cross/core';
import { PrintButton } from '@/components/ui/Printing';
import { useAuth } from '@/lib/auth-session';
import { restartSurvey } from '@/state/survey-state';
import { updateSurvey } from '@/state/survey-store';

interface ResultActionsProps {
  code: string;
  /** Whether the result is the visitor's own (this browser's or their account's). */
  own: boolean;
  locale: Locale;
  explanationId: string;
  explanationOpen: boolean;
  onToggleExplanation: () => void;
  onShare: () => void;
}

/** The result page's actions (product.md §2): explanation, download, redo, share, save, compare; print. */
export function ResultActions(props: ResultActionsProps) {
  const { code, own, locale, explanationId, explanationOpen, onToggleExplanation, onShare } = props;
  const { t } = useTranslation('result');
  // Only the visitor's own result can be saved to an account, never someone's shared one.
  // Signing up saves it; a logged-in person's result is saved in their account as it is made.
  const loggedIn = useAuth() !== null;
  const navigate = useNavigate();
  return (
    <div className="result-actions">
      <button
        type="button"
        className="button"
        aria-expanded={explanationOpen}
        aria-controls={explanationId}
        onClick={onToggleExplanation}
      >
        {explanationOpen ? t('explanation.hide') : t('explanation.show')}
      </button>
      <a
        className="button"
        href={`${apiPath(resultImagePath, { code })}?lang=${locale}`}
        download={`values-cross-${code}.png`}
      >
        {t('actions.download')}
      </a>
      <button type="button" className="button button--primary" onClick={onShare}>
        {t('actions.share')}
      </button>
      {own && !loggedIn && (
        <Link className="button" to={`/${locale}/signup?cross=${code}`}>
          {t('actions.save')}
        </Link>
      )}
      <Link className="button" to={`/${locale}/compare`}>
        {t('actions.compare')}
      </Link>
      {own && (
        <Link className="button" to={`/${locale}/history`}>
          {t('actions.history')}
        </Link>
      )}
      <PrintButton />
      <button
        type="button"
        className="button"
        onClick={() => {
          updateSurvey(restartSurvey);
          void navigate(`/${locale}/chapter/1`);
        }}
      >
        {t('actions.redo')}
      </button>
    </div>
  );
}
