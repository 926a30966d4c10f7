import { useTranslation } from '@/lib/translation';
import { useLoaderData, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { isLocale } from '@values-cross/core';
import { useHydrated } from '@/lib/use-hydrated';
import { surveyPath } from '@/lib/embedding';
import { transportOf } from '@/lib/api-transport';
import { groupOrNotFound, type Group } from '@/domain/groups/groups-api';
import { restartSurvey } from '@/state/survey-state';
import { updateSurvey } from '@/state/survey-store';
import '@/components/ui/notice.css';
import '../embed.css';

/** The group of `?group=`, or null without one; an unknown group is the 404 page. */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<Group | null> {
  const code = new URL(request.url).searchParams.get('group');
  return code === null ? null : groupOrNotFound(code, transportOf(context));
}

/**
 * `/{lang}/embed?group=CODE`: the start of the survey embedded in a partner's page. After a
 * finished survey it starts afresh (the frame may have kept an earlier visitor's result), else it
 * goes on with the answers given; with a group, the new result joins it.
 */
export function Component() {
  const { t } = useTranslation('group');
  const group = useLoaderData<Group | null>();
  const { lang } = useParams();
  const locale = isLocale(lang) ? lang : 'de';
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const start = () => {
    updateSurvey((state) => ({
      ...(state.resultCode ? restartSurvey(state) : state),
      groupCode: group && !group.closed ? group.code : null,
    }));
    void navigate(surveyPath(locale, '/chapter/1', true));
  };
  return (
    <section className="embed-start">
      <h1>{t('embed.title')}</h1>
      <p>{t('embed.lead')}</p>
      {group && <p>{t('embed.groupLead', { name: group.name })}</p>}
      {group?.closed && <p className="notice">{t('join.closed')}</p>}
      <p>
        <button
          type="button"
          className="button button--primary"
          disabled={!hydrated}
          onClick={start}
        >
          {t('embed.start')}
        </button>
      </p>
      <p>
        {t('embed.anonymous')}{' '}
        <a href={`/${locale}/privacy`} target="_blank" rel="noopener">
          {t('embed.privacy')}
        </a>
      </p>
    </section>
  );
}
