import { Form } from 'react-router';
import type { Locale } from '@values-cross/core';
import { SelectField } from '@/components/ui/SelectField';
import { usePopulationNames, type Choice } from '@/domain/population/population-names';
import { useTranslation } from '@/lib/translation';
import type { OpenDataView } from '../api/open-data-load';
import '@/components/ui/field.css';

/**
 * The choice of snapshot, version and cell, as a form that loads the page again with the choice
 * in its address: it works before any script, and the address can be shared.
 */
export function CellChoice({ view, locale }: { view: OpenDataView; locale: Locale }) {
  const { t } = useTranslation('population');
  const names = usePopulationNames(locale);
  // "All" in the words of each field: French and Italian say it in the field's gender.
  const all = (field: 'canton' | 'ageBand' | 'languageRegion'): Choice => ({
    value: 'all',
    label: t(`openData.choose.all.${field}`),
  });
  const versions = view.index.snapshots.find((s) => s.snapshot === view.snapshot)?.versions ?? [];
  return (
    <Form method="get" className="open-data__choose" aria-label={t('openData.choose.heading')}>
      <SelectField
        name="snapshot"
        id="open-data-snapshot"
        label={t('openData.choose.snapshot')}
        options={view.index.snapshots.map((s) => ({ value: s.snapshot, label: s.snapshot }))}
        defaultValue={view.snapshot ?? undefined}
      />
      <SelectField
        name="version"
        id="open-data-version"
        label={t('openData.choose.version')}
        options={versions.map((v) => ({
          value: v.questionnaireVersion,
          label: v.questionnaireVersion,
        }))}
        defaultValue={view.version ?? undefined}
      />
      <SelectField
        name="canton"
        id="open-data-canton"
        label={t('openData.choose.canton')}
        options={[all('canton'), ...names.choices.canton]}
        defaultValue={view.chosen.canton}
      />
      <SelectField
        name="ageBand"
        id="open-data-age"
        label={t('openData.choose.ageBand')}
        options={[all('ageBand'), ...names.choices.ageBand]}
        defaultValue={view.chosen.ageBand}
      />
      <SelectField
        name="region"
        id="open-data-region"
        label={t('openData.choose.languageRegion')}
        options={[all('languageRegion'), ...names.choices.languageRegion]}
        defaultValue={view.chosen.languageRegion}
      />
      <div className="field">
        <button type="submit" className="button button--primary">
          {t('openData.choose.show')}
        </button>
      </div>
    </Form>
  );
}
