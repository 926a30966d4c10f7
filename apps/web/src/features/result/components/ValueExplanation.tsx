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
import { useShownPageTexts } from '@/lib/use-page-texts';
import { usePendingPart } from '@/components/ui/page-parts';

/** Points with their sign in words' typography: a real minus sign, a plus for positive points. */
const signed = (points: number) => (points > 0 ? `+${points}` : `−${Math.abs(points)}`);

/**
 * How firm a value is, in the page's reading and voice: the one-answer range (one figure when its
 * ends are equal), how far one answer moves it in easy reading, or that it was not measured.
 */
function useFirmness(value: DimensionExplanation): string {
  const { t } = useTranslation('result');
  const { t: tp } = useTranslation('result-page');
  const { t: te } = useTranslation('result-opened');
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
    return te(visitor ? 'visitor.understand.unmeasured' : 'understand.unmeasured', { low, high });
  }
  if (easy) {
    const said = visitor
      ? te('visitor.understand.score', { score })
      : te('understand.score', { score });
    return `${said} ${te(`understand.firmness.${firmnessInWords(value.range)}`)}`;
  }
  if (rangeIsOneValue(value.range)) {
    return te(visitor ? 'visitor.understand.valueOne' : 'understand.valueOne', { score });
  }
  return visitor
    ? te('visitor.understand.value', { score, low, high })
    : te('understand.value', { score, low, high });
}

/**
 * One value explained: what high and low mean, how firm it is, and the answers behind it; every
 * sentence holds for its figures (decision 0045: "no answer moved it" only when none could).
 */
export function ValueExplanation({ value }: { value: DimensionExplanation }) {
  // Its sentences come with it, when its arm first opens.
  const ready = useShownPageTexts(['result-opened']);
  usePendingPart(!ready);
  return ready ? <Explained value={value} /> : null;
}

function Explained({ value }: { value: DimensionExplanation }) {
  const { t } = useTranslation('result');
  const { t: te } = useTranslation('result-opened');
  const visitor = useVoice() === 'visitor';
  const key = value.key as 'curiosity';
  const name = t(`dimensions.${key}`);
  const largest = Math.max(1, ...value.contributions.map((c) => Math.abs(c.points)));
  const id = (part: string) => `value-${value.key}-${part}`;
  const rangeText = useFirmness(value);
  // The owner reads what the server says a high and a low value mean for them; a visitor reads
  // the same of "this person".
  const meaning = visitor
    ? { high: te(`visitor.profile.strong.${key}`), low: te(`visitor.profile.weak.${key}`) }
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
          { id: id('high'), text: `${te('understand.high')}: ${meaning.high}` },
          { id: id('low'), text: `${te('understand.low')}: ${meaning.low}` },
        ]}
      />
      <p className="value-explanation__range" id={id('range')}>
        {rangeText}
      </p>
      <dl className="value-explanation__meaning">
        <dt>{te('understand.high')}</dt>
        <dd id={id('high')}>
          <EasyText text={meaning.high} />
        </dd>
        <dt>{te('understand.low')}</dt>
        <dd id={id('low')}>
          <EasyText text={meaning.low} />
        </dd>
      </dl>
      <h4>{visitor ? te('visitor.understand.answers') : te('understand.answers')}</h4>
      {behind === 'no-points' && (
        <p>{te(visitor ? 'visitor.understand.noPoints' : 'understand.noPoints')}</p>
      )}
      {behind === 'no-bearing' && (
        <p>{te(visitor ? 'visitor.understand.noBearing' : 'understand.noBearing')}</p>
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
                {te('understand.points', { count: Math.abs(c.points), points: signed(c.points) })}
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
