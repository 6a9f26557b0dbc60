import { useTranslation } from '../../../components/use-translation';
import { LicenceType } from '@/domain/enums/licence-type';
import { useEnumLabel } from '../../../components/use-enum-label';
import { useShownSection } from '../api/get-details-section';
import { Facts, SectionCard } from './section-card';
import { EmptyList } from './simple-sections';

/** Licences (spec 001 s2.4, s3): the time-and-area section's licence lists, by licence type. */
export function LicencesSection({ id }: { id: string }) {
  const { t } = useTranslation('acquisition');
  const label = useEnumLabel();
  const q = useShownSection(id, 'TimeAndArea');
  const d = q.data;
  const all = d ? [...d.productionLicences, ...d.surveys, ...d.co2SurveyLicence, ...d.co2Exploitations, ...d.co2Explorations] : [];
  return (
    <SectionCard id="Licences" title={t('details.sections.Licences')} loading={q.isPending} failed={!d && q.isError}>
      {all.length === 0 ? (
        <EmptyList />
      ) : (
        <Facts
          items={all.map((l) => [
            `${label(LicenceType, 'LicenceType', l.licenceType)} ${l.npdIdLicence}`,
            l.licenceName || String(l.npdIdLicence),
          ])}
        />
      )}
    </SectionCard>
  );
}
