import { useTranslation } from '@/lib/translation';
import { Link } from 'react-router';

interface FlowArrowsProps {
  previous: string | null;
  /** Going back inside the screen (the previous part of a question) instead of to `previous`. */
  onPrevious?: (() => void) | null;
  next: string;
  canGoNext: boolean;
  onNext: () => void;
}

/**
 * Previous and next, fixed at the bottom (spec 2): previous hidden on question 1; next greyed
 * out, and disabled for keyboard and screen readers, until the question is answered.
 */
export function FlowArrows({ previous, onPrevious, next, canGoNext, onNext }: FlowArrowsProps) {
  const { t } = useTranslation('survey');
  return (
    <nav className="flow-arrows">
      {onPrevious ? (
        <button
          type="button"
          className="flow-arrows__button"
          aria-label={t('previous')}
          onClick={onPrevious}
        >
          <span aria-hidden="true">←</span>
        </button>
      ) : previous ? (
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
