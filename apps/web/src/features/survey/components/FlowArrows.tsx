import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';

interface FlowArrowsProps {
  previous: string | null;
  next: string;
  canGoNext: boolean;
  onNext: () => void;
}

/**
 * Previous and next, fixed at the bottom (spec 2): previous hidden on question 1; next greyed
 * out, and disabled for keyboard and screen readers, until the question is answered.
 */
export function FlowArrows({ previous, next, canGoNext, onNext }: FlowArrowsProps) {
  const { t } = useTranslation('survey');
  return (
    <nav className="flow-arrows">
      {previous ? (
        <Link className="flow-arrows__button" to={previous} aria-label={t('previous')}>
          <span aria-hidden="true">←</span>
        </Link>
      ) : (
        <span />
      )}
      <button
        type="button"
        className="flow-arrows__button flow-arrows__button--next"
        aria-label={t('next')}
        disabled={!canGoNext}
        data-next={next}
        onClick={onNext}
      >
        <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}
