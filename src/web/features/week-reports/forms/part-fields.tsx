import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { PlainCard } from '../../../components/plain-card';
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from '../../../components/use-translation';
import type { TAcquisitionFisheriesExpert } from '@/domain/schemas/acquisition-experts';
import { ExpertFields } from './expert-fields';
import { DateField, NumberField, TextField } from './fields';

const useStyles = makeStyles({
  // Columns never wider than the card: a date field, its hint and its error stay inside it (issue 25).
  card: { display: 'grid', gap: tokens.spacingVerticalM, alignContent: 'start', gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0 },
  pair: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
    '& > *': { minWidth: 0 },
    '& .fui-DatePicker, & .fui-Input': { width: '100%', minWidth: 0, maxWidth: '100%' },
  },
});

/** A titled section of a report form. */
export function FormSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const styles = useStyles();
  return (
    <PlainCard className={styles.card} data-testid={testId} data-form-section>
      <Text as="h3" size={400} weight="semibold">
        {title}
      </Text>
      {children}
    </PlainCard>
  );
}

/** Two fields side by side (one above the other on a phone). */
export function FieldPair({ children }: { children: ReactNode }) {
  return <div className={useStyles().pair}>{children}</div>;
}

/**
 * A done or planned column (spec 001 s2.5): period, fisheries experts, quantities (km, and km² when the type shows
 * it), comment. `prefix` is 'done.' or 'planned.'; `fromDisabled` when the start follows from elsewhere.
 */
export function PartFields<F extends FieldValues>({
  control,
  prefix,
  experts,
  showKm2,
  fromDisabled,
  fromHint,
  toHint,
  children,
}: {
  control: Control<F>;
  prefix: 'done.' | 'planned.';
  experts: readonly TAcquisitionFisheriesExpert[];
  showKm2: boolean;
  fromDisabled?: boolean;
  fromHint?: string;
  toHint?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('week-reports');
  const name = (field: string) => `${prefix}${field}` as Path<F>;
  return (
    <>
      <FieldPair>
        <DateField control={control} name={name('fromDate')} label={t('form.fromDate')} required disabled={fromDisabled} hint={fromHint} />
        <DateField control={control} name={name('toDate')} label={t('form.toDate')} required hint={toHint} />
      </FieldPair>
      <ExpertFields control={control} name={name('fisheriesExpertIds')} experts={experts} />
      <FieldPair>
        <NumberField control={control} name={name('amountKm')} label={t('form.amountKm')} />
        {showKm2 && <NumberField control={control} name={name('amountKm2')} label={t('form.amountKm2')} />}
      </FieldPair>
      <TextField control={control} name={name('comment')} label={t('form.comment')} multiline nullable resize="vertical" />
      {children}
    </>
  );
}
