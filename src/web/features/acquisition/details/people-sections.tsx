import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
import { FisheriesExpertApprovedArea } from '@/domain/enums/fisheries-expert-approved-area';
import { VesselRole } from '@/domain/enums/vessel-role';
import { useEnumLabel } from '../../../components/use-enum-label';
import { useShownSection } from '../api/get-details-section';
import { useAmendments } from '../amendments/amendment-context';
import { ContactPersonsForm, ExpertsForm, VesselsForm } from '../amendments/lazy-forms';
import { useSectionEdit } from '../amendments/use-section-edit';
import { Facts, SectionCard } from './section-card';
import { EmptyList, period } from './simple-sections';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalL },
});

export function ContactPersonsSection({ id }: { id: string }) {
  const { t } = useTranslation('acquisition');
  const styles = useStyles();
  const q = useShownSection(id, 'ContactPersons');
  const people = q.data?.contactPersons ?? [];
  const title = t('details.sections.ContactPersons');
  const edit = useSectionEdit('ContactPersons', title, q.data);
  const a = useAmendments()?.acquisition;
  return (
    <SectionCard id="ContactPersons" title={title} loading={q.isPending} failed={!q.data && q.isError} action={edit.action}>
      {edit.dialog}
      {edit.draft ? (
        <ContactPersonsForm value={edit.draft} onChange={edit.setDraft} problems={edit.problems} onBehalf={!!a?.onBehalfOfCompany || people.some((p) => p.isOnBehalfOfCompany)} />
      ) : people.length === 0 ? <EmptyList /> : (
        <ul className={styles.list}>
          {people.map((p, i) => (
            <li key={`${p.email}:${i}`}>
              <Text weight="semibold">{`${p.firstName} ${p.lastName}`}</Text>
              <Facts
                items={[
                  [t('details.representing'), t(`details.representingValues.${p.representing}`)],
                  [t('details.email'), p.email],
                  [t('details.phone'), p.phone],
                  ...(p.isOnBehalfOfCompany ? ([[t('details.onBehalf'), t('details.yes')]] as [string, string][]) : []),
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

export function FisheriesExpertSection({ id }: { id: string }) {
  const { t } = useTranslation('acquisition');
  const styles = useStyles();
  const label = useEnumLabel();
  const q = useShownSection(id, 'FisheriesExpert');
  const experts = q.data?.fisheriesExperts ?? [];
  const title = t('details.sections.FisheriesExpert');
  const edit = useSectionEdit('FisheriesExpert', title, q.data);
  const a = useAmendments()?.acquisition;
  return (
    <SectionCard id="FisheriesExpert" title={title} loading={q.isPending} failed={!q.data && q.isError} action={edit.action}>
      {edit.dialog}
      {edit.draft ? (
        <ExpertsForm value={edit.draft} onChange={edit.setDraft} problems={edit.problems} period={{ from: a?.plannedStartDate ?? null, to: a?.plannedEndDate ?? null }} />
      ) : experts.length === 0 ? <EmptyList /> : (
        <ul className={styles.list}>
          {experts.map((e) => (
            <li key={e.acquisitionFisheriesExpertId}>
              <Text weight="semibold">{`${e.firstName} ${e.lastName}`}</Text>
              <Facts
                items={[
                  [t('details.period'), period(e.fromDate, e.toDate)],
                  [t('details.phone'), e.phoneNumber],
                  [t('details.approvedAreas'), label(FisheriesExpertApprovedArea, 'FisheriesExpertApprovedArea', e.approvedAreas)],
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

export function VesselsSection({ id }: { id: string }) {
  const { t } = useTranslation('acquisition');
  const styles = useStyles();
  const label = useEnumLabel();
  const q = useShownSection(id, 'Vessels');
  const vessels = q.data?.vessels ?? [];
  const title = t('details.sections.Vessels');
  const edit = useSectionEdit('Vessels', title, q.data);
  return (
    <SectionCard id="Vessels" title={title} loading={q.isPending} failed={!q.data && q.isError} action={edit.action}>
      {edit.dialog}
      {edit.draft ? <VesselsForm value={edit.draft} onChange={edit.setDraft} problems={edit.problems} /> : vessels.length === 0 ? <EmptyList /> : (
        <ul className={styles.list}>
          {vessels.map((v) => (
            <li key={v.acquisitionVesselId}>
              <Text weight="semibold">{v.daqVesselName}</Text>
              <Facts
                items={[
                  [t('details.role'), label(VesselRole, 'VesselRole', v.vesselRole)],
                  [t('details.period'), period(v.fromDate, v.toDate)],
                  [t('details.phone'), v.phoneNumber],
                  [t('details.callSignal'), v.daqVesselCallSignal],
                  [t('details.imo'), v.daqVesselIMO === null ? null : String(v.daqVesselIMO)],
                  [t('details.country'), v.daqVesselCountry],
                  [
                    t('details.harbours'),
                    v.harbours.length ? v.harbours.map((h) => [h.harbourName, period(h.fromDate, h.toDate)].filter(Boolean).join(' ')).join('; ') : null,
                  ],
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
