import { useTranslation } from '@/lib/translation';
import { localize, type Chapter, type Locale } from '@values-cross/core';

/** Where each chapter sits on the cross (docs/decisions/0002): Here top, We right, There bottom, Me left. */
const ARM_PATHS: Record<Chapter['key'], string> = {
  here: 'M40 8h20v32H40z',
  we: 'M60 40h32v20H60z',
  there: 'M40 60h20v32H40z',
  me: 'M8 40h32v20H8z',
};

/** The chapter cross (product.md §2): the four chapters Here, There, Me, We with the current one marked. */
export function ChapterCross({
  chapters,
  current,
  locale,
}: {
  chapters: Chapter[];
  current: number;
  locale: Locale;
}) {
  const { t } = useTranslation('survey');
  return (
    <nav className="chapter-cross" aria-label={t('chapterCross')}>
      <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <rect x="40" y="40" width="20" height="20" className="chapter-cross__centre" />
        {chapters.map((chapter) => (
          <path
            key={chapter.key}
            d={ARM_PATHS[chapter.key]}
            className={
              chapter.id === current
                ? 'chapter-cross__arm chapter-cross__arm--current'
                : 'chapter-cross__arm'
            }
          />
        ))}
      </svg>
      <ol className="chapter-cross__names">
        {chapters.map((chapter) => (
          <li
            key={chapter.key}
            className={`chapter-cross__name chapter-cross__name--${chapter.key}`}
            aria-current={chapter.id === current ? 'step' : undefined}
          >
            {localize(chapter.title, locale)}
            {chapter.id === current && (
              <span className="visually-hidden"> ({t('currentChapter')})</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
