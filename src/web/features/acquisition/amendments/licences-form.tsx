import { Checkbox, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { LICENCE_TYPE_OF_KIND, type LicenceKind } from '@/domain/enums/licence-kind';
import type { SectionData } from './amendment-api';
import { useCompanyLicenceList } from './reference-lists';
import { BusySpinner } from '../../../components/busy-spinner';

type TimeAndArea = SectionData<'TimeAndArea'>;
type LicenceListKey = 'productionLicences' | 'surveys' | 'co2SurveyLicence' | 'co2Exploitations' | 'co2Explorations';

/** Where each kind's licences are in the section. */
const LICENCE_LIST_OF_KIND: Readonly<Record<LicenceKind, LicenceListKey>> = {
  production: 'productionLicences',
  survey: 'surveys',
  co2Survey: 'co2SurveyLicence',
  co2Exploitation: 'co2Exploitations',
  co2Exploration: 'co2Explorations',
};

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalM },
  kind: { border: 0, padding: 0, margin: 0, display: 'grid', gap: tokens.spacingVerticalXS },
  list: { display: 'grid', maxHeight: '15rem', overflowY: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}`, padding: tokens.spacingHorizontalXS },
  error: { color: tokens.colorPaletteRedForeground1 },
});

function KindList({ kind, value, onChange, companyId }: { kind: LicenceKind; value: TimeAndArea; onChange: (v: TimeAndArea) => void; companyId: number | null }) {
  const { t } = useTranslation('amendments');
  const styles = useStyles();
  const key = LICENCE_LIST_OF_KIND[kind];
  const company = useCompanyLicenceList(kind, companyId, true);
  const [filter, setFilter] = useState('');
  const chosen = value[key];
  const offered = (company.data ?? []).map((l) => ({ npdIdLicence: l.npdId, licenceName: l.name }));
  // A licence on the case that the company's list no longer holds (or that is not loaded offline) can still be removed.
  for (const l of chosen) if (!offered.some((o) => o.npdIdLicence === l.npdIdLicence)) offered.unshift({ npdIdLicence: l.npdIdLicence, licenceName: l.licenceName });
  const needle = filter.trim().toLowerCase();
  const shown = offered.filter((l) => `${l.licenceName} ${l.npdIdLicence}`.toLowerCase().includes(needle));
  const title = t(`licenceKind.${kind}`);
  const toggle = (l: { npdIdLicence: number; licenceName: string }, on: boolean) =>
    onChange({
      ...value,
      [key]: on ? [...chosen, { licenceType: LICENCE_TYPE_OF_KIND[kind], ...l }] : chosen.filter((c) => c.npdIdLicence !== l.npdIdLicence),
    });
  return (
    <fieldset className={styles.kind}>
      <legend>
        <Text weight="semibold">{title}</Text>
      </legend>
      {company.isPending && offered.length === 0 ? (
        <BusySpinner size="tiny" />
      ) : offered.length === 0 ? (
        <Text>{t('noLicences')}</Text>
      ) : (
        <>
          {offered.length > 8 && (
            <Input size="small" aria-label={`${t('licenceFilter')}: ${title}`} placeholder={t('licenceFilter')} value={filter} onChange={(_, d) => setFilter(d.value)} />
          )}
          <div className={styles.list}>
            {shown.map((l) => (
              <Checkbox
                key={l.npdIdLicence}
                label={`${l.licenceName} (${l.npdIdLicence})`}
                checked={chosen.some((c) => c.npdIdLicence === l.npdIdLicence)}
                onChange={(_, d) => toggle(l, d.checked === true)}
              />
            ))}
          </div>
        </>
      )}
    </fieldset>
  );
}

/**
 * The licences of the time-and-area amendment (spec 001 s3, s5): per kind the type allows, the company's licences (the
 * wizard's lookup) to tick or untick; 'licenceRequired' when the type requires one and none is left.
 */
export function LicencesForm({ value, onChange, kinds, required, companyId, error }: {
  value: TimeAndArea;
  onChange: (v: TimeAndArea) => void;
  kinds: LicenceKind[];
  required: boolean;
  companyId: number | null;
  error?: string;
}) {
  const { t } = useTranslation('amendments');
  const styles = useStyles();
  if (kinds.length === 0) return null;
  return (
    <section className={styles.root} aria-label={t('licences')} data-testid="licences-form">
      <Text weight="semibold">
        {t('licences')}
        {required && (
          <span aria-hidden className={styles.error}>
            {' '}
            *
          </span>
        )}
      </Text>
      {kinds.map((kind) => (
        <KindList key={kind} kind={kind} value={value} onChange={onChange} companyId={companyId} />
      ))}
      {error && (
        <Text role="alert" className={styles.error}>
          {error}
        </Text>
      )}
    </section>
  );
}
