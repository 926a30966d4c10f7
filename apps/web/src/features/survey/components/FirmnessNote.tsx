import { firmnessInWords } from '@values-cross/core';
import { firmness } from '@values-cross/content/firmness';
import { useReading } from '@/lib/reading';
import { useTranslation } from '@/lib/translation';

/**
 * How much firmer the long version makes the cross: the mean one-answer range of random short and
 * long answer sets of this questionnaire version, measured by the content check; in points, and
 * in easy reading in words ("a lot", "somewhat": core's firmnessInWords, as the result says it).
 */
export function FirmnessNote({ version }: { version: string }) {
  const { t } = useTranslation('survey');
  const { t: tResult } = useTranslation('result');
  const easy = useReading() === 'easy';
  const measured = firmness[version];
  if (!measured) return null;
  const points = (width: number) =>
    easy
      ? tResult(`understand.firmnessCell.${firmnessInWords({ low: 0, high: width })}`)
      : Math.round(width * 100);
  return (
    <p className="continue__firmness">
      {t('continue.firmness', { short: points(measured.short), long: points(measured.long) })}
    </p>
  );
}
