import { useTranslation } from '@/lib/translation';
import { Link, useLoaderData, useParams } from 'react-router';
import { CrossShape } from '@/components/ui/CrossShape';
import { loadFirstGalleryPage, useGallery } from '../api/use-gallery';
import '../community.css';

export const loader = loadFirstGalleryPage;

/** The gallery: the crosses of people who consented, with portrait and first name, page by page. */
export function Component() {
  const { t } = useTranslation('compare');
  const { lang } = useParams();
  const { people, status, hasMore, loadMore } = useGallery(useLoaderData<typeof loader>());
  return (
    <>
      <h1>{t('gallery.title')}</h1>
      <p>{t('gallery.lead')}</p>
      {status === 'ready' && people.length === 0 && <p>{t('gallery.empty')}</p>}
      {status === 'error' && <p role="alert">{t('gallery.error')}</p>}
      <ul className="gallery">
        {people.map((person) => {
          const name = `${person.firstName} ${person.lastInitial}.`;
          return (
            <li key={person.id} className="gallery__person" data-person={person.id}>
              {person.portraitUrl ? (
                <img
                  className="gallery__portrait"
                  src={person.portraitUrl}
                  alt={t('gallery.portraitOf', { name })}
                  width={96}
                  height={96}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className="gallery__portrait gallery__portrait--none" aria-hidden="true">
                  {person.firstName.slice(0, 1)}
                </span>
              )}
              <h2 className="gallery__name">{name}</h2>
              <CrossShape scores={person.scores} className="gallery__cross" />
              <Link to={`/${lang}/compare?with=${person.id}`}>
                {t('gallery.compare', { name })}
              </Link>
            </li>
          );
        })}
      </ul>
      {status === 'loading' && <p role="status">{t('gallery.loading')}</p>}
      {hasMore && status !== 'loading' && (
        <button type="button" className="button" onClick={loadMore}>
          {t('gallery.more')}
        </button>
      )}
    </>
  );
}
