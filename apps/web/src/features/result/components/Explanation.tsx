import { useTranslation } from '@/lib/translation';
import { VALUE_DIMENSIONS } from '@values-cross/core';
import { CrossShape } from '@/components/ui/CrossShape';
import '@/components/ui/meanings.css';
import { useVoice } from '../voice';
import { useShownPageTexts } from '@/lib/use-page-texts';

/** The explanation (product.md §2): the cross with its labels, and what each value means. */
export function Explanation(props: { scores: readonly number[]; id: string }) {
  // Its sentences come with it, when it first opens.
  return useShownPageTexts(['result-opened']) ? <Shown {...props} /> : null;
}

function Shown({ scores, id }: { scores: readonly number[]; id: string }) {
  const { t } = useTranslation('result');
  const { t: te } = useTranslation('result-opened');
  const visitor = useVoice() === 'visitor';
  return (
    <section className="explanation" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{te('explanation.title')}</h2>
      <p>{te(visitor ? 'visitor.explanation.lead' : 'explanation.lead')}</p>
      <CrossShape scores={scores} showLabels className="cross--explanation" />
      <dl className="explanation__meanings">
        {VALUE_DIMENSIONS.map(({ key }) => (
          <div key={key}>
            <dt>{t(`dimensions.${key as 'curiosity'}`)}</dt>
            <dd>{t(`meaning.${key as 'curiosity'}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
