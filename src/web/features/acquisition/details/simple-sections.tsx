import { Text } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
import { SensorType } from '@/domain/enums/sensor-type';
import { SourceType } from '@/domain/enums/source-type';
import { formatDate } from '../../../components/format-date';
import { useEnumLabel } from '../../../components/use-enum-label';
import { useShownSection } from '../api/get-details-section';
import { useAmendments } from '../amendments/amendment-context';
import { AmountForm, ConductorForm, GeneralCommentForm, SensorForm, SourceForm } from '../amendments/lazy-forms';
import { useSectionEdit } from '../amendments/use-section-edit';
import { Facts, SectionCard } from './section-card';
import { formatNumber } from '../../../components/format-number';

const num = (value: number | null | undefined) => (value === null || value === undefined ? null : formatNumber(value));
/** A period 'dd.mm.åååå – dd.mm.åååå', or null. */
export const period = (from: string | null, to: string | null) =>
  from || to ? `${formatDate(from) || '…'} – ${formatDate(to) || '…'}` : null;

export function GeneralCommentSection({ id }: { id: string }) {
  const { t } = useTranslation('acquisition');
  const q = useShownSection(id, 'GeneralComment');
  const title = t('details.sections.GeneralComment');
  const edit = useSectionEdit('GeneralComment', title, q.data);
  return (
    <SectionCard id="GeneralComment" title={title} loading={q.isPending} failed={!q.data && q.isError} action={edit.action}>
      {edit.draft ? <GeneralCommentForm value={edit.draft} onChange={edit.setDraft} problems={edit.problems} /> : <Facts items={[[t('details.comment'), q.data?.comment]]} />}
      {edit.dialog}
    </SectionCard>
  );
}

export function AmountSection({ id, showKm2 }: { id: string; showKm2: boolean }) {
  const { t } = useTranslation('acquisition');
  const q = useShownSection(id, 'Amount');
  const items: [string, string | null][] = [[t('details.quantityKm'), num(q.data?.quantityKm)]];
  if (showKm2) items.push([t('details.quantityKm2'), num(q.data?.quantityKm2)]);
  items.push([t('details.quantityTb'), num(q.data?.quantityTb)]);
  const title = t('details.sections.Amount');
  const edit = useSectionEdit('Amount', title, q.data);
  return (
    <SectionCard id="Amount" title={title} loading={q.isPending} failed={!q.data && q.isError} action={edit.action}>
      {edit.draft ? <AmountForm value={edit.draft} onChange={edit.setDraft} problems={edit.problems} showKm2={showKm2} /> : <Facts items={items} />}
      {edit.dialog}
    </SectionCard>
  );
}

export function ConductorSection({ id }: { id: string }) {
  const { t } = useTranslation('acquisition');
  const q = useShownSection(id, 'Conductor');
  const name = q.data?.companyConductorName;
  const title = t('details.sections.Conductor');
  const edit = useSectionEdit('Conductor', title, q.data);
  return (
    <SectionCard id="Conductor" title={title} loading={q.isPending} failed={!q.data && q.isError} action={edit.action}>
      {edit.draft ? (
        <ConductorForm value={edit.draft} onChange={edit.setDraft} />
      ) : (
        <Facts items={[[t('details.conductor'), name ? `${name} (${q.data?.companyConductorNpdId ?? ''})` : null]]} />
      )}
      {edit.dialog}
    </SectionCard>
  );
}

export function SensorSection({ id }: { id: string }) {
  const { t } = useTranslation('acquisition');
  const label = useEnumLabel();
  const q = useShownSection(id, 'Sensor');
  const s = q.data?.sensor;
  const items: [string, string | null][] = [[t('details.type'), s?.type == null ? null : label(SensorType, 'SensorType', s.type)]];
  if (s?.type === SensorType.Cable)
    items.push([t('details.count'), num(s.cable.count)], [t('details.length'), num(s.cable.length)], [t('details.towWidth'), num(s.cable.towWidth)]);
  if (s?.type === SensorType.Node) items.push([t('details.count'), num(s.node.count)]);
  const title = t('details.sections.Sensor');
  const edit = useSectionEdit('Sensor', title, q.data);
  const config = useAmendments()?.acquisition.acquisitionConfig;
  return (
    <SectionCard id="Sensor" title={title} loading={q.isPending} failed={!q.data && q.isError} action={edit.action}>
      {edit.draft && config ? <SensorForm value={edit.draft} onChange={edit.setDraft} problems={edit.problems} config={config} /> : <Facts items={items} />}
      {edit.dialog}
    </SectionCard>
  );
}

export function SourceSection({ id }: { id: string }) {
  const { t } = useTranslation('acquisition');
  const label = useEnumLabel();
  const q = useShownSection(id, 'Source');
  const s = q.data?.source;
  const items: [string, string | null][] = [[t('details.type'), s?.type == null ? null : label(SourceType, 'SourceType', s.type)]];
  if (s?.type === SourceType.Seismic)
    items.push([t('details.count'), num(s.seismic.count)], [t('details.size'), num(s.seismic.size)], [t('details.pressure'), num(s.seismic.pressure)]);
  if (s?.type === SourceType.Electromagnetic)
    items.push([t('details.count'), num(s.electromagnetic.count)], [t('details.size'), num(s.electromagnetic.size)], [t('details.watt'), num(s.electromagnetic.watt)]);
  const title = t('details.sections.Source');
  const edit = useSectionEdit('Source', title, q.data);
  const config = useAmendments()?.acquisition.acquisitionConfig;
  return (
    <SectionCard id="Source" title={title} loading={q.isPending} failed={!q.data && q.isError} action={edit.action}>
      {edit.draft && config ? <SourceForm value={edit.draft} onChange={edit.setDraft} problems={edit.problems} config={config} /> : <Facts items={items} />}
      {edit.dialog}
    </SectionCard>
  );
}

export function EmptyList() {
  const { t } = useTranslation('acquisition');
  return <Text>{t('details.none')}</Text>;
}
