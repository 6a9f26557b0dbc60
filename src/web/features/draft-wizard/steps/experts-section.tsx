import { Button, Card, Field, Input, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  TAcquisitionFisheriesExpert,
  TUpdateFisheriesExpert,
} from '@/domain/schemas/acquisition-experts';
import { useNotify } from '../../../components/notify';
import { useDraftExperts, useExpertCalls } from '../api/draft-experts';
import { useFisheriesExperts } from '../api/get-reference';
import { useAutosave } from '../api/use-autosave';
import { useSaveFailed } from '../form/use-save-failed';
import { useWizard } from '../wizard-context';

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalS },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(13rem, 100%), 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  head: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
});

function ExpertRow({ row }: { row: TAcquisitionFisheriesExpert }) {
  const { t } = useTranslation('draft');
  const styles = useStyles();
  const { id } = useWizard();
  const calls = useExpertCalls(id);
  const schedule = useAutosave();
  const failed = useSaveFailed();
  const [value, setValue] = useState<Required<TUpdateFisheriesExpert>>({
    fisheriesExpertId: row.fisheriesExpertId,
    fromDate: row.fromDate,
    toDate: row.toDate,
    phoneNumber: row.phoneNumber,
  });
  const change = (patch: Partial<TUpdateFisheriesExpert>) => {
    const next = { ...value, ...patch } as Required<TUpdateFisheriesExpert>;
    setValue(next);
    schedule(row.acquisitionFisheriesExpertId, () => void calls.update(row, next).catch(failed));
  };
  const name = `${row.firstName} ${row.lastName}`;
  return (
    <Card className={styles.card} data-testid="expert-row">
      <div className={styles.head}>
        <Text weight="semibold">{name}</Text>
        <Button
          icon={<Delete20Regular />}
          aria-label={`${t('gathered.remove')} ${name}`}
          onClick={() => void calls.remove(row).catch(failed)}
        />
      </div>
      <div className={styles.grid}>
        <Field label={t('gathered.phoneNumber')}>
          <Input
            type="tel"
            value={value.phoneNumber ?? ''}
            onChange={(_, d) => change({ phoneNumber: d.value || null })}
          />
        </Field>
        <Field label={t('gathered.fromDate')}>
          <Input
            type="date"
            value={value.fromDate ?? ''}
            onChange={(_, d) => change({ fromDate: d.value || null })}
          />
        </Field>
        <Field label={t('gathered.toDate')}>
          <Input
            type="date"
            value={value.toDate ?? ''}
            onChange={(_, d) => change({ toDate: d.value || null })}
          />
        </Field>
      </div>
    </Card>
  );
}

/** Fisheries experts on the draft (spec 002 s2), each change saved 500 ms after the last. */
export function ExpertsSection() {
  const { t } = useTranslation('draft');
  const { id } = useWizard();
  const experts = useDraftExperts(id);
  const master = useFisheriesExperts();
  const calls = useExpertCalls(id);
  const failed = useSaveFailed();
  const notify = useNotify();
  const rows = experts.data ?? [];
  return (
    <section aria-labelledby="experts-title" style={{ display: 'grid', gap: 8 }}>
      <h2 id="experts-title">{t('gathered.experts')}</h2>
      {rows.length === 0 && <Text>{t('gathered.noExperts')}</Text>}
      {rows.map((row) => (
        <ExpertRow key={row.acquisitionFisheriesExpertId} row={row} />
      ))}
      <Field label={t('gathered.addExpert')}>
        <Select
          value=""
          onChange={(_, d) => {
            const expert = (master.data ?? []).find((e) => e.id === d.value);
            if (!expert) return;
            void calls
              .add(expert)
              .then((sent) => !sent && notify(t('nav.savedLocally'), 'info'))
              .catch(failed);
          }}
        >
          <option value="" />
          {(master.data ?? []).map((e) => (
            <option key={e.id} value={e.id}>
              {e.firstName} {e.lastName}
            </option>
          ))}
        </Select>
      </Field>
    </section>
  );
}
