import { useTranslation } from '@/lib/translation';
import type { DimensionExplanation } from '@values-cross/contract';
import {
  answersBehind,
  firmnessInWords,
  rangeIsOneValue,
  wholePercent,
  type DimensionKey,
} from '@values-cross/core';
import { useReading } from '@/lib/reading';
import { ReadAloud } from '@/components/ui/ReadAloud';
import { ValuePictogram } from '@/components/ui/ValuePictogram';
import { EasyText } from '@/components/ui/EasyText';
import { useVoice } from '../voice';

/** Points with their sign in words' typography: a real minus sign, a plus for positive points. */
const signed = (points: number) => (points > 0 ? `+${points}` : `−${Math.abs(points)}`);

/**
 * How firm a value is, in the page's reading and voice: the one-answer range (one figure when its
 * ends are equal), how far one answer moves it in easy reading, or that it was not measured.
 */
function useFirmness(value: DimensionExplanation): string {
  const { t } = useTranslation('result');
  const { t: tp } = useTranslation('result-page');
  const easy = useReading() === 'easy';
  const visitor = useVoice() === 'visitor';
  const score = wholePercent(value.score);
  const low = wholePercent(value.range.low);
  const high = wholePercent(value.range.high);
  if (!value.measured) {
    // With no bearing answer the range is one point: the answers' part says why.
    if (value.bearing === 0) {
      return tp('profile.unmeasured', { values: t(`dimensions.${value.key as 'curiosity'}`) });
    }
    return tp(visitor ? 'visitor.understand.unmeasured' : 'understand.unmeasured', { low, high });
  }
  if (easy) {
    const said = visitor
      ? tp('visitor.understand.score', { score })
      : t('understand.score', { score });
    return `${said} ${t(`understand.firmness.${firmnessInWords(value.range)}`)}`;
  }
  if (rangeIsOneValue(value.range)) {
    return tp(visitor ? 'visitor.understand.valueOne' : 'understand.valueOne', { score });
  }
  return visitor
    ? tp('visitor.understand.value', { score, low, high })
    : t('understand.value', { score, low, high });
}

/**
 * One value explained: what high and low mean, how firm it is, and the answers behind it; every
 * sentence holds for its figures (decision 0045: "no answer moved it" only when none could).
 */
export function ValueExplanation({ value }: { value: DimensionExplanation }) {
  const { t } = useTranslation('result');
  const { t: tp } = useTranslation('result-page');
  const visitor = useVoice() === 'visitor';
  const key = value.key as 'curiosity';
  const name = t(`dimensions.${key}`);
  const largest = Math.max(1, ...value.contributions.map((c) => Math.abs(c.points)));
  const id = (part: string) => `value-${value.key}-${part}`;
  const rangeText = useFirmness(value);
  // The owner reads what the server says a high and a low value mean for them; a visitor reads
  // the same of "this person".
  const meaning = visitor
    ? { high: tp(`visitor.profile.strong.${key}`), low: tp(`visitor.profile.weak.${key}`) }
    : value.meaning;
  const behind = answersBehind({
    contributions: value.contributions.length,
    bearing: value.bearing,
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
          { id: id('high'), text: `${t('understand.high')}: ${meaning.high}` },
          { id: id('low'), text: `${t('understand.low')}: ${meaning.low}` },
        ]}
      />
      <p className="value-explanation__range" id={id('range')}>
        {rangeText}
      </p>
      <dl className="value-explanation__meaning">
        <dt>{t('understand.high')}</dt>
        <dd id={id('high')}>
          <EasyText text={meaning.high} />
        </dd>
        <dt>{t('understand.low')}</dt>
        <dd id={id('low')}>
          <EasyText text={meaning.low} />
        </dd>
      </dl>
      <h4>{visitor ? tp('visitor.understand.answers') : t('understand.answers')}</h4>
      {behind === 'no-points' && (
        <p>{tp(visitor ? 'visitor.understand.noPoints' : 'understand.noPoints')}</p>
      )}
      {behind === 'no-bearing' && (
        <p>{tp(visitor ? 'visitor.understand.noBearing' : 'understand.noBearing')}</p>
      )}
      {behind === 'points' && (
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
