import { useTranslation } from '@/lib/translation';
import { useShownPageTexts } from '@/lib/use-page-texts';
import { useHandedOverResult } from '../hooks/use-handed-over-result';
import '@/components/ui/hand-over.css';
import '@/components/ui/notice.css';

/**
 * A result handed over by a link (its secret in the address's fragment): taken over as the
 * visitor's own, or, when this browser holds another, the question which one to keep.
 */
export function HandOver({ code }: { code: string | null }) {
  const { t } = useTranslation('result-opened');
  const offer = useHandedOverResult(code);
  // Its question comes with it: only a link that hands a result over opens it.
  const ready = useShownPageTexts(['result-opened']);
  if (!offer || !ready) return null;
  return (
    <section className="notice hand-over" aria-labelledby="hand-over-question">
      <p id="hand-over-question">{t('handOver.question', { own: offer.ownCode })}</p>
      <div className="hand-over__choices">
        <button type="button" className="button button--primary" onClick={offer.accept}>
          {t('handOver.accept')}
        </button>
        <button type="button" className="button" onClick={offer.decline}>
          {t('handOver.decline')}
        </button>
      </div>
    </section>
  );
}
