import { useTranslation } from '@/lib/translation';
import { verbalProfile, type DimensionKey } from '@values-cross/core';
import { useEasyKit, useReading } from '@/lib/reading';
import { ReadAloud } from '@/components/ui/ReadAloud';
import { EasyText } from '@/components/ui/EasyText';

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
  // The pictograms come with the easy reading's kit: the standard reading carries none.
  const kit = useEasyKit();
  const profile = verbalProfile({ scores, longVersionStarted });
  const phrases = [
    ...profile.strong.map((dimension) => ({ dimension, level: 'strong' as const })),
    ...profile.weak.map((dimension) => ({ dimension, level: 'weak' as const })),
  ].map(({ dimension, level }) => ({
    dimension,
    level,
    id: `profile-${dimension}`,
    // In easy reading the value's name and how much of it stand beside its pictogram, so the
    // picture never seems to say the opposite of the sentence (the bird beside "clear rules").
    label: t(`profile.level.${level}`, { value: t(`dimensions.${dimension as 'curiosity'}`) }),
    text: t(`profile.${level}.${dimension as 'curiosity'}`),
  }));
  return (
    <section className="profile" aria-labelledby="profile-heading">
      <h2 id="profile-heading">{t('profile.heading')}</h2>
      <ReadAloud
        parts={[
          { id: 'profile-kind', text: t(`profile.kind.${profile.kind}`) },
          ...phrases.map((p) => ({ id: p.id, text: easy ? `${p.label}. ${p.text}` : p.text })),
        ]}
      />
      <p id="profile-kind" data-profile-kind={profile.kind}>
        <EasyText text={t(`profile.kind.${profile.kind}`)} />
      </p>
      {phrases.length > 0 && (
        <ul className="profile__phrases">
          {phrases.map((phrase) => (
            <li key={phrase.dimension} id={phrase.id}>
              {easy && (
                <span className={`profile__value profile__value--${phrase.level}`}>
                  {kit && (
                    <kit.ValuePictogram
                      dimension={phrase.dimension as DimensionKey}
                      className="value-pictogram"
                    />
                  )}
                  <strong>{phrase.label}</strong>
                </span>
              )}
              <EasyText text={phrase.text} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
