import { measuredByIndex, swissCrossToScores, type Locale } from '@values-cross/core';
import { apiPath, resultImagePath } from '@values-cross/contract/paths';
import { pagePath } from '@values-cross/web/pages';
import type { AnswerSetService } from '../answer-sets';
import type { PageMeta } from '../web-host';
import { appName, profileText, sharedResultTitle } from './result-texts';

/**
 * What a shared `/xx/result?id=CODE` link shows in a preview: the title, the verbal profile of
 * that result in the link's language, in the words a visitor reads (of "this cross", no trait of
 * an unmeasured value), and its 1200x630 picture.
 */
export function resultMetaFor({
  answerSets,
  publicUrl,
}: {
  answerSets: AnswerSetService;
  publicUrl: string;
}) {
  return async ({ code, locale }: { code: string; locale: Locale }): Promise<PageMeta | null> => {
    const answerSet = await answerSets.find(code).catch(() => undefined);
    if (!answerSet) return null;
    const scores = swissCrossToScores(answerSet.swissCross);
    return {
      title: `${sharedResultTitle(locale)} – ${appName(locale)}`,
      description: profileText({
        scores,
        measured: measuredByIndex(answerSet.measurement.values),
        longVersionAttempted: answerSet.longVersionAttempted,
        locale,
      }),
      image: `${publicUrl}${apiPath(resultImagePath, { code })}?lang=${locale}&format=social`,
      url: `${publicUrl}${pagePath('result', { language: locale, query: { id: code } })}`,
    };
  };
}
