import { useState } from 'react';
import {
  regionOfCanton,
  type AgeBand,
  type Canton,
  type LanguageRegion,
  type Locale,
} from '@values-cross/core';
import { FormMessage } from '@/components/ui/FormMessage';
import { SelectField } from '@/components/ui/SelectField';
import { useFormSubmission } from '@/components/ui/use-form-submission';
import { ApiError } from '@/lib/api-client';
import type { OwnResult } from '@/domain/groups/groups-api';
import { forgetAbout, tellAbout, type AboutResponse } from '@/domain/population/population-api';
import { usePopulationNames } from '@/domain/population/population-names';
import { useTranslation } from '@/lib/translation';
import { useEarlierAbout } from './use-earlier-about';
import '@/components/ui/field.css';

interface AboutYouProps {
  own: OwnResult;
  locale: Locale;
  about: AboutResponse | null;
  onChange: (about: AboutResponse | null) => void;
}

/** The form's first values: what was told for this result, or for an earlier one. */
type FormProps = AboutYouProps & { initial: AboutResponse | null };

type Field = 'canton' | 'consent';

/** What the visitor told, in words ("Vaud, 25–34, French-speaking Switzerland"). */
function useTold(about: AboutResponse, locale: Locale): string {
  const names = usePopulationNames(locale);
  return [
    about.canton && names.canton(about.canton),
    about.ageBand && names.ageBand(about.ageBand),
    about.languageRegion && names.region(about.languageRegion),
  ]
    .filter(Boolean)
    .join(', ');
}

/** The form: canton, age group, language region (each may stay untold) and the consent. */
function AboutForm({ own, locale, initial: about, onChange }: FormProps) {
  const { t } = useTranslation('population');
  const names = usePopulationNames(locale);
  const [region, setRegion] = useState<string>(about?.languageRegion ?? '');
  const untold = { value: '', label: t('about.notTold') };
  const { errors, outcome, busy, onSubmit } = useFormSubmission<Field>({
    validate: (form) => {
      const data = new FormData(form);
      const told = ['canton', 'ageBand', 'languageRegion'].some((name) => data.get(name));
      return {
        canton: told ? null : t('about.errors.nothing'),
        consent: data.get('consent') ? null : t('about.errors.consent'),
      };
    },
    send: async (form) => {
      const data = new FormData(form);
      const chosen = (name: string) => String(data.get(name) ?? '') || null;
      onChange(
        await tellAbout(own, {
          canton: chosen('canton') as Canton | null,
          ageBand: chosen('ageBand') as AgeBand | null,
          languageRegion: chosen('languageRegion') as LanguageRegion | null,
          consent: true,
        }),
      );
      return { success: t('about.saved') };
    },
    failure: (error) => {
      const nothing = error instanceof ApiError && error.fields.canton?.[0] === 'nothing_told';
      return { message: nothing ? t('about.errors.nothing') : t('about.errors.failed') };
    },
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy} className="about-you__form">
      <p>{t('about.intro')}</p>
      <SelectField
        name="canton"
        id="about-canton"
        label={t('about.canton')}
        options={[untold, ...names.choices.canton]}
        defaultValue={about?.canton ?? ''}
        error={errors.canton}
        onChange={(event) => {
          const canton = event.currentTarget.value as Canton | '';
          // A canton wholly in one language region gives the region; the person may change it.
          if (canton) setRegion(regionOfCanton(canton) ?? region);
        }}
      />
      <SelectField
        name="ageBand"
        id="about-age"
        label={t('about.ageBand')}
        options={[untold, ...names.choices.ageBand]}
        defaultValue={about?.ageBand ?? ''}
      />
      <SelectField
        name="languageRegion"
        id="about-region"
        label={t('about.languageRegion')}
        options={[untold, ...names.choices.languageRegion]}
        value={region}
        onChange={(event) => setRegion(event.currentTarget.value)}
      />
      <div className="field field--check">
        <input
          type="checkbox"
          id="about-consent"
          name="consent"
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? 'about-consent-error' : undefined}
        />
        <label htmlFor="about-consent">{t('about.consent')}</label>
        {errors.consent && (
          <p className="field__error" id="about-consent-error">
            {errors.consent}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        {t('about.save')}
      </button>
      <FormMessage {...outcome} />
    </form>
  );
}

/**
 * After the result, optionally: the visitor's canton, age group and language region, with
 * their own consent, to compare with people like them; changed or deleted at any time.
 */
export function AboutYou(props: AboutYouProps) {
  const { own, locale, about, onChange } = props;
  const { t } = useTranslation('population');
  const [open, setOpen] = useState(false);
  const [carried, setCarried] = useState(false);
  const earlier = useEarlierAbout(own, about !== null);
  const earlierTold = useTold(
    earlier ?? { canton: null, ageBand: null, languageRegion: null, consentedAt: '' },
    locale,
  );
  const [removed, setRemoved] = useState(false);
  const [failed, setFailed] = useState(false);
  const told = useTold(
    about ?? { canton: null, ageBand: null, languageRegion: null, consentedAt: '' },
    locale,
  );
  const remove = () => {
    setFailed(false);
    forgetAbout(own).then(
      () => {
        onChange(null);
        setRemoved(true);
        setOpen(false);
      },
      () => setFailed(true),
    );
  };
  return (
    <div className="about-you no-print">
      <h3 id="about-you-title">{t('about.heading')}</h3>
      {about && <p>{t('about.told', { told })}</p>}
      {earlier && !open && (
        <p>
          {t('about.earlier', { told: earlierTold })}{' '}
          <button
            type="button"
            className="button"
            onClick={() => {
              setCarried(true);
              setOpen(true);
            }}
          >
            {t('about.carryOver')}
          </button>
        </p>
      )}
      <div className="about-you__actions">
        <button
          type="button"
          className="button"
          aria-expanded={open}
          aria-controls="about-you-form"
          onClick={() => {
            setOpen(!open);
            setCarried(false);
            setRemoved(false);
          }}
        >
          {t('about.open')}
        </button>
        {about && (
          <button type="button" className="button" onClick={remove}>
            {t('about.remove')}
          </button>
        )}
      </div>
      <div id="about-you-form" hidden={!open}>
        {open && <AboutForm {...props} initial={carried ? earlier : about} />}
      </div>
      {removed && <FormMessage success={t('about.removed')} />}
      {failed && <FormMessage error={t('about.errors.failed')} />}
    </div>
  );
}
