import { useTranslation } from '@/lib/translation';
import { verbalProfile, type DimensionKey } from '@values-cross/core';
import { useEasyKit, useReading } from '@/lib/reading';
import { ReadAloud } from '@/components/ui/ReadAloud';
import { EasyText } from '@/components/ui/EasyText';
import { useVoice } from '../voice';
import { useValueList } from '../value-list';

/**
 * The short verbal profile (product.md §1): balanced, extreme or mixed, and a phrase per strong or weak
 * value; of a value too few answers measured it says so and nothing more (decision 0045). Speaks
 * of "you" to the owner and of "this person" to a visitor.
 */
export function ProfileText({
  scores,
  measured,
  longVersionStarted,
}: {
  scores: readonly number[];
  /** By dimension index: whether the value was measured (all when not told). */
  measured?: readonly boolean[];
  longVersionStarted: boolean;
}) {
  const { t } = useTranslation('result');
  const { t: tp } = useTranslation('result-page');
  const visitor = useVoice() === 'visitor';
  const easy = useReading() === 'easy';
  const list = useValueList();
  // The pictograms come with the easy reading's kit: the standard reading carries none.
  const kit = useEasyKit();
  const profile = verbalProfile({ scores, measured, longVersionStarted });
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
    // To a visitor: how much of which value, and what the value is (nothing of "you").
    text: visitor
      ? t(`meaning.${dimension as 'curiosity'}`)
      : t(`profile.${level}.${dimension as 'curiosity'}`),
  }));
  const kind = visitor
    ? tp(`visitor.profile.kind.${profile.kind}`)
    : t(`profile.kind.${profile.kind}`);
  const unmeasured =
    profile.unmeasured.length > 0 && profile.kind !== 'unmeasured'
      ? tp('profile.unmeasured', { values: list(profile.unmeasured) })
      : null;
  // Which way the values between the traits and the middle lean (a balanced cross says more).
  const leanings = [
    ...(profile.leaning.high.length > 0
      ? [
          {
            id: 'profile-leaning-high',
            text: tp('profile.leaningHigh', { values: list(profile.leaning.high) }),
          },
        ]
      : []),
    ...(profile.leaning.low.length > 0
      ? [
          {
            id: 'profile-leaning-low',
            text: tp('profile.leaningLow', { values: list(profile.leaning.low) }),
          },
        ]
      : []),
  ];
  return (
    <section className="profile" aria-labelledby="profile-heading">
      <h2 id="profile-heading">{visitor ? tp('visitor.profile.heading') : t('profile.heading')}</h2>
      <ReadAloud
        parts={[
          { id: 'profile-kind', text: kind },
          ...phrases.map((p) => ({
            id: p.id,
            text: easy || visitor ? `${p.label}. ${p.text}` : p.text,
          })),
          ...leanings,
          ...(unmeasured ? [{ id: 'profile-unmeasured', text: unmeasured }] : []),
        ]}
      />
      <p id="profile-kind" data-profile-kind={profile.kind}>
        <EasyText text={kind} />
      </p>
      {phrases.length > 0 && (
        <ul className="profile__phrases">
          {phrases.map((phrase) => (
            <li key={phrase.dimension} id={phrase.id}>
              {(easy || visitor) && (
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
      {leanings.map((leaning) => (
        <p key={leaning.id} id={leaning.id} className="profile__leaning">
          {leaning.text}
        </p>
      ))}
      {unmeasured && (
        <p id="profile-unmeasured" className="profile__unmeasured">
          {unmeasured}
        </p>
      )}
    </section>
  );
}
