import { Button, Dropdown, makeStyles, Option, Text, tokens, Tooltip } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../../components/use-translation';
import { VesselRole } from '@/domain/enums/vessel-role';
import type { AmendmentProblem } from '@/domain/rules/amendment-rules';
import { DateField } from '../../../components/form/date-field';
import { useEnumLabel } from '../../../components/use-enum-label';
import type { SectionData } from './amendment-api';
import { Choice, TextInput, useProblemText } from './form-bits';
import { useExpertList, useHarbourList, useVesselList } from './reference-lists';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalL },
  item: { display: 'grid', gap: tokens.spacingVerticalS, paddingBottom: tokens.spacingVerticalM, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalS },
  grid: { display: 'grid', gap: tokens.spacingVerticalS, gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))', alignItems: 'start' },
  harbour: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'end', flexWrap: 'wrap' },
  add: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
});

/** Remove, or a disabled Remove with the reason when the row is in use (isDeletable false, spec 001 s5). */
function RemoveButton({ deletable, onRemove, name }: { deletable: boolean; onRemove: () => void; name: string }) {
  const { t } = useTranslation('amendments');
  const button = (
    <Button icon={<DeleteRegular />} disabled={!deletable} onClick={onRemove} aria-label={`${t('remove')} ${name}`}>
      {t('remove')}
    </Button>
  );
  return deletable ? button : (
    <Tooltip content={t('notDeletable')} relationship="description" showDelay={500}>
      <span data-testid="not-deletable">{button}</span>
    </Tooltip>
  );
}

/** A picker that adds the chosen item (the add buttons of the vessel, harbour and expert lists). */
function AddPicker({ label, options, onAdd }: { label: string; options: { id: string; text: string }[]; onAdd: (id: string) => void }) {
  const styles = useStyles();
  return (
    <div className={styles.add}>
      <AddRegular aria-hidden />
      <Dropdown placeholder={label} aria-label={label} value="" selectedOptions={[]} onOptionSelect={(_, d) => d.optionValue && onAdd(d.optionValue)}>
        {options.map((o) => (
          <Option key={o.id} value={o.id}>
            {o.text}
          </Option>
        ))}
      </Dropdown>
    </div>
  );
}

type Vessels = SectionData<'Vessels'>;
type Experts = SectionData<'FisheriesExpert'>;

export function VesselsForm({ value, onChange, problems }: { value: Vessels; onChange: (v: Vessels) => void; problems: AmendmentProblem[] }) {
  const { t } = useTranslation('amendments');
  const label = useEnumLabel();
  const styles = useStyles();
  const error = useProblemText(problems);
  const vessels = useVesselList(true);
  const harbours = useHarbourList(true);
  const set = (i: number, patch: Partial<Vessels['vessels'][number]>) => onChange({ vessels: value.vessels.map((v, j) => (j === i ? { ...v, ...patch } : v)) });
  const roles = [VesselRole.Main, VesselRole.Follow, VesselRole.Other].map((r) => ({ value: r as number, text: label(VesselRole, 'VesselRole', r) }));
  const free = (vessels.data ?? []).filter((v) => !value.vessels.some((x) => x.vesselId === v.id));
  return (
    <div>
      <ul className={styles.list}>
        {value.vessels.map((v, i) => (
          <li key={v.acquisitionVesselId} className={styles.item} data-vessel={v.daqVesselName}>
            <div className={styles.head}>
              <Text weight="semibold">{v.daqVesselName}</Text>
              <RemoveButton deletable={v.isDeletable} name={v.daqVesselName} onRemove={() => onChange({ vessels: value.vessels.filter((_, j) => j !== i) })} />
            </div>
            <div className={styles.grid}>
              <Choice label={t('attributes.vesselRole')} required value={v.vesselRole === VesselRole.NotKnown ? null : v.vesselRole} options={roles} error={error(`vessels.${i}.vesselRole`)} onChange={(vesselRole) => set(i, { vesselRole: vesselRole as VesselRole })} />
              <DateField label={t('attributes.fromDate')} value={v.fromDate} onChange={(fromDate) => set(i, { fromDate })} />
              <DateField label={t('attributes.toDate')} value={v.toDate} onChange={(toDate) => set(i, { toDate })} />
              <TextInput label={t('attributes.phoneNumber')} value={v.phoneNumber} onChange={(phoneNumber) => set(i, { phoneNumber })} />
            </div>
            {v.harbours.map((h, k) => (
              <div key={h.vesselHarbourId} className={styles.harbour}>
                <Text>{h.harbourName}</Text>
                <Button size="small" icon={<DeleteRegular />} aria-label={`${t('remove')} ${h.harbourName}`} onClick={() => set(i, { harbours: v.harbours.filter((_, m) => m !== k) })} />
              </div>
            ))}
            <AddPicker
              label={t('addHarbour')}
              options={(harbours.data ?? []).filter((h) => !v.harbours.some((x) => x.harbourId === h.id)).map((h) => ({ id: h.id, text: h.name }))}
              onAdd={(harbourId) => {
                const h = harbours.data!.find((x) => x.id === harbourId)!;
                set(i, { harbours: [...v.harbours, { vesselHarbourId: crypto.randomUUID(), harbourId, harbourName: h.name, fromDate: null, toDate: null }] });
              }}
            />
          </li>
        ))}
      </ul>
      <AddPicker
        label={t('addVessel')}
        options={free.map((v) => ({ id: v.id, text: v.name }))}
        onAdd={(vesselId) => {
          const m = vessels.data!.find((x) => x.id === vesselId)!;
          onChange({
            vessels: [
              ...value.vessels,
              { acquisitionVesselId: crypto.randomUUID(), vesselId, vesselRole: VesselRole.NotKnown, phoneNumber: null, fromDate: null, toDate: null, daqVesselName: m.name, daqVesselCallSignal: m.callSignal, daqVesselIMO: m.imo, daqVesselCountry: m.country, harbours: [], isDeletable: true },
            ],
          });
        }}
      />
    </div>
  );
}

export function ExpertsForm({ value, onChange, problems, period }: { value: Experts; onChange: (v: Experts) => void; problems: AmendmentProblem[]; period: { from: string | null; to: string | null } }) {
  const { t } = useTranslation('amendments');
  const styles = useStyles();
  const error = useProblemText(problems);
  const experts = useExpertList(true);
  const set = (i: number, patch: Partial<Experts['fisheriesExperts'][number]>) => onChange({ fisheriesExperts: value.fisheriesExperts.map((e, j) => (j === i ? { ...e, ...patch } : e)) });
  return (
    <div>
      <ul className={styles.list}>
        {value.fisheriesExperts.map((e, i) => {
          const name = `${e.firstName} ${e.lastName}`;
          return (
            <li key={e.acquisitionFisheriesExpertId} className={styles.item}>
              <div className={styles.head}>
                <Text weight="semibold">{name}</Text>
                <RemoveButton deletable={e.isDeletable} name={name} onRemove={() => onChange({ fisheriesExperts: value.fisheriesExperts.filter((_, j) => j !== i) })} />
              </div>
              <div className={styles.grid}>
                <DateField label={t('attributes.fromDate')} required value={e.fromDate} error={error(`fisheriesExperts.${i}.fromDate`)} onChange={(fromDate) => set(i, { fromDate })} />
                <DateField label={t('attributes.toDate')} required value={e.toDate} error={error(`fisheriesExperts.${i}.toDate`)} onChange={(toDate) => set(i, { toDate })} />
                <TextInput label={t('attributes.phoneNumber')} value={e.phoneNumber} onChange={(phoneNumber) => set(i, { phoneNumber })} />
              </div>
            </li>
          );
        })}
      </ul>
      <AddPicker
        label={t('addExpert')}
        options={(experts.data ?? []).filter((x) => !value.fisheriesExperts.some((e) => e.fisheriesExpertId === x.id)).map((x) => ({ id: x.id, text: `${x.firstName} ${x.lastName}` }))}
        onAdd={(fisheriesExpertId) => {
          const m = experts.data!.find((x) => x.id === fisheriesExpertId)!;
          onChange({
            fisheriesExperts: [
              ...value.fisheriesExperts,
              { acquisitionFisheriesExpertId: crypto.randomUUID(), fisheriesExpertId, firstName: m.firstName, lastName: m.lastName, approvedAreas: m.approvedAreas, fromDate: period.from, toDate: period.to, phoneNumber: null, isDeletable: true },
            ],
          });
        }}
      />
    </div>
  );
}
