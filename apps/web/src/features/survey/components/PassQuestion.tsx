import { useTranslation } from '@/lib/translation';
import { useHydrated } from '@/lib/use-hydrated';

/** The id of the words that say why the next arrow waits (its description while disabled). */
export const NEXT_WAITS_ID = 'question-next-waits';

/**
 * The plain way to pass a question (decision 0045), while it is neither answered nor passed: a
 * line says why the next arrow waits, and the button passes what is not answered and goes on.
 * The server sends it too, its button disabled until the page works (as the next arrow is,
 * decision 0067): it holds its place, so that nothing below it moves when the scripts run.
 */
export function PassQuestion({ settled, onPass }: { settled: boolean; onPass: () => void }) {
  const { t } = useTranslation('survey');
  const live = useHydrated();
  if (live && settled) return null;
  return (
    <div className="question__pass">
      <p className="question__waits" id={NEXT_WAITS_ID}>
        {t('nextWaits')}
      </p>
      {/* Before the page works nothing can be chosen, passed included (NeedsJavaScript says why). */}
      <button type="button" className="button" onClick={onPass} disabled={!live}>
        {t('pass')}
      </button>
    </div>
  );
}
