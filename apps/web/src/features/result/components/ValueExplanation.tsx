import { useTranslation } from '@/lib/translation';
import type { DimensionExplanation } from '@values-cross/contract';
import { firmnessInWords, type DimensionKey } from '@values-cross/core';
import { useReading } from '@/lib/reading';
import { ReadAloud } from '@/components/ui/ReadAloud';
import { ValuePictogram } from '@/components/ui/ValuePictogram';
import { EasyText } from '@/components/ui/EasyText';

const percent = (value: number) => Math.round(value * 100);
/** Points with their sign in words' typography: a real minus sign, a plus for positive points. */
const signed = (points: number) => (points > 0 ? `+${points}` : `−${Math.abs(points)}`);

/** One value explained: what high and low mean, its one-answer range, and the answers behind it. */
export function ValueExplanation({ value }: { value: DimensionExplanation }) {
  const { t } = useTranslation('result');
  const name = t(`dimensions.${value.key as 'curiosity'}`);
  const largest = Math.max(1, ...value.contributions.map((c) => Math.abs(c.points)));
  const id = (part: string) => `value-${value.key}-${part}`;
  // Easy reading says how firm the value is in words; the standard reading gives the range.
  const rangeText =
    useReading() === 'easy'
      ? `${t('understand.score', { score: percent(value.score) })} ${t(`understand.firmness.${firmnessInWords(value.range)}`)}`
      : t('understand.value', {
          score: percent(value.score),
          low: percent(value.range.low),
          high: percent(value.range.high),
        });
  return (
    <article className="value-explanation" aria-label={name}>
      <h3 className="value-explanation__name" id={id('name')}>
        <ValuePictogram dimension={value.key as DimensionKey} className="value-pictogram" />
        {name}
      </h3>
      <ReadAloud
        parts={[
          { id: id('name'), text: name },
          { id: id('range'), text: rangeText },
          { id: id('high'), text: `${t('understand.high')}: ${value.meaning.high}` },
          { id: id('low'), text: `${t('understand.low')}: ${value.meaning.low}` },
        ]}
      />
      <p className="value-explanation__range" id={id('range')}>
        {rangeText}
      </p>
      <dl className="value-explanation__meaning">
        <dt>{t('understand.high')}</dt>
        <dd id={id('high')}>
          <EasyText text={value.meaning.high} />
        </dd>
        <dt>{t('understand.low')}</dt>
        <dd id={id('low')}>
          <EasyText text={value.meaning.low} />
        </dd>
      </dl>
      <h4>{t('understand.answers')}</h4>
      {value.contributions.length === 0 ? (
        <p>{t('understand.none')}</p>
      ) : (
        <ol className="contributions">
          {value.contributions.map((c) => (
            <li key={c.answerId} className="contribution">
              <span className="contribution__text">
                <span className="contribution__question">{c.question}</span>{' '}
                <span className="contribution__answer">{c.answer}</span>
              </span>
              <span className="contribution__points">
                {t('understand.points', { count: Math.abs(c.points), points: signed(c.points) })}
              </span>
              <span
                className={`contribution__bar contribution__bar--${c.points > 0 ? 'up' : 'down'}`}
                style={{ width: `${(Math.abs(c.points) / largest) * 50}%` }}
                aria-hidden="true"
              />
            </li>
          ))}
        </ol>
      )}
    </article>
  );
}
