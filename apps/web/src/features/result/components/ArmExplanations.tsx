import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { CHAPTER_KEYS, VALUE_DIMENSIONS, type ChapterKey } from '@values-cross/core';
import { usePartsWanted } from '@/components/ui/page-parts';
import type { Explanation } from '@/domain/results/results-api';
import { useVoice } from '../voice';

// A value's explanation shows when its arm is opened: its code comes then, or once the person
// uses the page (page-parts.ts), not with the page.
const loadExplanation = () => import('./ValueExplanation');
const ValueExplanation = lazy(() =>
  loadExplanation().then((module) => ({ default: module.ValueExplanation })),
);

/** The two values each arm of the cross carries, in scoring order (core's dimensions). */
const VALUES_OF_ARM = Object.fromEntries(
  CHAPTER_KEYS.map((arm) => [arm, VALUE_DIMENSIONS.filter((d) => d.arm === arm).map((d) => d.key)]),
) as Record<ChapterKey, string[]>;

/**
 * "Understand your cross": one button per arm opens its two values, each with its meaning, its
 * one-answer range and the answers that moved it (all from the result's explanation: the server's,
 * or the device's for a result not sent yet).
 */
export function ArmExplanations({
  explanation,
  id,
}: {
  explanation: Explanation | null;
  id: string;
}) {
  const { t } = useTranslation('result');
  const { t: to } = useTranslation('result-opened');
  const visitor = useVoice() === 'visitor';
  const [open, setOpen] = useState<ChapterKey | null>(null);
  const wanted = usePartsWanted();
  useEffect(() => {
    if (wanted) void loadExplanation();
  }, [wanted]);
  if (!explanation) return null;
  const name = (key: string) => t(`dimensions.${key as 'curiosity'}`);
  return (
    <section className="arms" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{to(visitor ? 'visitor.understand.title' : 'understand.title')}</h2>
      <p>{to(visitor ? 'visitor.understand.lead' : 'understand.lead')}</p>
      <ul className="arms__list">
        {CHAPTER_KEYS.map((arm) => {
          const [first = '', second = ''] = VALUES_OF_ARM[arm];
          const panel = `${id}-${arm}`;
          const expanded = open === arm;
          return (
            <li key={arm} className="arms__item">
              <button
                type="button"
                className="button arms__button"
                aria-expanded={expanded}
                aria-controls={panel}
                onClick={() => setOpen(expanded ? null : arm)}
              >
                {to('understand.arm', {
                  arm: to(`understand.arms.${arm}`),
                  first: name(first),
                  second: name(second),
                })}
              </button>
              <div id={panel} className="arms__panel" hidden={!expanded}>
                {expanded && (
                  <Suspense fallback={null}>
                    {explanation.dimensions
                      .filter((d) => VALUES_OF_ARM[arm].includes(d.key))
                      .map((d) => (
                        <ValueExplanation key={d.key} value={d} />
                      ))}
                  </Suspense>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
