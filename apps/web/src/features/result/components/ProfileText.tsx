import { useTranslation } from '@/lib/translation';
import { verbalProfile, type DimensionKey } from '@values-cross/core';
import { ValuePictogram } from '@/components/ui/ValuePictogram';
import { useReading } from '@/lib/reading';
import { ReadAloud } from '@/components/ui/ReadAloud';

/** The short verbal profile (spec 1): balanced, extreme or mixed, and a phrase per strong or weak value. */
export function ProfileText({
  scores,
  longVersionStarted,
}: {
  scores: readonly number[];
  longVersionStarted: boolean;
}) {
  const { t } = useTranslation('result');
  const easy = useReading() === 'easy';
  const pictogram = (dimension: DimensionKey) =>
    easy && <ValuePictogram dimension={dimension} className="value-pictogram" />;
  const profile = verbalProfile({ scores, longVersionStarted });
  const phrases = [
    ...profile.strong.map((dimension) => ({
      id: `profile-${dimension}`,
      text: t(`profile.strong.${dimension as 'curiosity'}`),
    })),
    ...profile.weak.map((dimension) => ({
      id: `profile-${dimension}`,
      text: t(`profile.weak.${dimension as 'curiosity'}`),
    })),
  ];
  return (
    <section className="profile" aria-labelledby="profile-heading">
      <h2 id="profile-heading">{t('profile.heading')}</h2>
      <ReadAloud
        parts={[{ id: 'profile-kind', text: t(`profile.kind.${profile.kind}`) }, ...phrases]}
      />
      <p id="profile-kind" data-profile-kind={profile.kind}>
        {t(`profile.kind.${profile.kind}`)}
      </p>
      {profile.strong.length + profile.weak.length > 0 && (
        <ul className="profile__phrases">
          {profile.strong.map((dimension) => (
            <li key={dimension} id={`profile-${dimension}`}>
              {pictogram(dimension)}
              {t(`profile.strong.${dimension as 'curiosity'}`)}
            </li>
          ))}
          {profile.weak.map((dimension) => (
            <li key={dimension} id={`profile-${dimension}`}>
              {pictogram(dimension)}
              {t(`profile.weak.${dimension as 'curiosity'}`)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
