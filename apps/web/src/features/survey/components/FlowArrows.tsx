import { useTranslation } from '@/lib/translation';
import { useReading } from '@/lib/reading';
import { Link } from 'react-router';
import '../survey.css';

interface FlowArrowsProps {
  previous: string | null;
  /** Going back inside the screen (the previous part of a question) instead of to `previous`. */
  onPrevious?: (() => void) | null;
  next: string;
  canGoNext: boolean;
  /** The id of the words that say why next waits, read with it while it is disabled. */
  waitsId?: string;
  onNext: () => void;
}

/** An arrow, and in easy reading the words of where it leads beside it. */
function Way({ arrow, words, wordsFirst }: { arrow: string; words: string; wordsFirst?: boolean }) {
  const easy = useReading() === 'easy';
  const label = easy ? <span className="easy-navigation-word">{words}</span> : null;
  return (
    <>
      {wordsFirst && label}
      <span aria-hidden="true">{arrow}</span>
      {!wordsFirst && label}
    </>
  );
}

/**
 * Previous and next, fixed at the bottom (product.md §2): previous hidden on question 1; next greyed
 * out, and disabled for keyboard and screen readers, until the question is answered. In easy
 * reading each says in words where it leads.
 */
export function FlowArrows({
  previous,
  onPrevious,
  next,
  canGoNext,
  waitsId,
  onNext,
}: FlowArrowsProps) {
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
          <Way arrow="←" words={t('previous')} />
        </button>
      ) : previous ? (
        <Link className="flow-arrows__button" to={previous} aria-label={t('previous')}>
          <Way arrow="←" words={t('previous')} />
        </Link>
      ) : (
        <span />
      )}
      <button
        type="button"
        className="flow-arrows__button flow-arrows__button--next"
        aria-label={t('next')}
        disabled={!canGoNext}
        aria-describedby={canGoNext ? undefined : waitsId}
        data-next={next}
        onClick={onNext}
      >
        <Way arrow="→" words={t('next')} wordsFirst />
      </button>
    </nav>
  );
}
