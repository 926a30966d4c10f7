import { useTranslation } from '../../../lib/translation';
import { verbalProfile } from '@values-cross/core';

/** The short verbal profile (spec 1): balanced, extreme or mixed, and a phrase per strong or weak value. */
export function ProfileText({
  scores,
  longVersionStarted,
}: {
  scores: readonly number[];
  longVersionStarted: boolean;
}) {
  const { t } = useTranslation('result');
  const profile = verbalProfile({ scores, longVersionStarted });
  return (
    <section className="profile" aria-labelledby="profile-heading">
      <h2 id="profile-heading">{t('profile.heading')}</h2>
      <p data-profile-kind={profile.kind}>{t(`profile.kind.${profile.kind}`)}</p>
      {profile.strong.length + profile.weak.length > 0 && (
        <ul className="profile__phrases">
          {profile.strong.map((dimension) => (
            <li key={dimension}>{t(`profile.strong.${dimension as 'curiosity'}`)}</li>
          ))}
          {profile.weak.map((dimension) => (
            <li key={dimension}>{t(`profile.weak.${dimension as 'curiosity'}`)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
