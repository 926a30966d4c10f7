import { useTranslation } from '@/lib/translation';
import { Link, useParams } from 'react-router';
import { chapterStart, localize } from '@values-cross/core';
import { EasyText } from '@/components/ui/EasyText';
import { ReadAloud } from '@/components/ui/ReadAloud';
import { notFound } from '@/lib/not-found';
import type { ServedQuestionnaire } from '@/domain/questionnaire/questionnaire-api';
import { questionnaireLoader, useQuestionnaire } from '../api/use-questionnaire';
import { ChapterCross } from '../components/ChapterCross';
import { QuestionnaireStatus } from '../components/QuestionnaireStatus';
import { routeNumber, useSurveyFlow } from '../hooks/use-survey-flow';
import '../survey.css';

function ChapterScreen({ questionnaire }: { questionnaire: ServedQuestionnaire }) {
  const { t } = useTranslation('survey');
  const { id } = useParams();
  const { locale, state, order, path } = useSurveyFlow(questionnaire);
  const number = routeNumber(id, questionnaire.chapters.length);
  const chapter = questionnaire.chapters.find((candidate) => candidate.id === number);
  if (!chapter) notFound();
  const part = state.longVersionStarted ? 'long' : 'short';
  const start = chapterStart({ order, chapter: chapter.id, part }) ?? 1;
  return (
    <>
      <ChapterCross chapters={questionnaire.chapters} current={chapter.id} locale={locale} />
      <p className="chapter__label">{t('chapter.label', { number: chapter.id })}</p>
      <h1 className="chapter__title" id="chapter-title">
        <EasyText text={localize(chapter.title, locale)} />
      </h1>
      <p className="chapter__intro" id="chapter-intro">
        <EasyText text={localize(chapter.intro, locale)} />
      </p>
      <ReadAloud
        parts={[
          { id: 'chapter-title', text: localize(chapter.title, locale) },
          { id: 'chapter-intro', text: localize(chapter.intro, locale) },
        ]}
        locale={locale}
      />
      <Link className="button button--light" to={path(`/question/${start}`)}>
        {t('chapter.start')}
      </Link>
    </>
  );
}

export const loader = questionnaireLoader((questionnaire) => questionnaire.chapters.length);

/** /chapter/{c} (product.md §2): the chapter's introduction, leading to its first question. */
export function Component() {
  const load = useQuestionnaire();
  if (load.status !== 'ready') {
    return <QuestionnaireStatus load={load} />;
  }
  return <ChapterScreen questionnaire={load.questionnaire} />;
}
