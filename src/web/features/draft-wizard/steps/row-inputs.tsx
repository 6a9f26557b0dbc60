import { Field, Input } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
import { DateField } from '../../../components/form/date-field';

/** A phone input of a row on step 2; empty is null. */
export function RowInput(props: {
  label: string;
  type: 'tel';
  value: string | null;
  onChange: (value: string | null) => void;
  size?: 'small';
}) {
  return (
    <Field label={props.label}>
      <Input
        type={props.type}
        size={props.size}
        value={props.value ?? ''}
        onChange={(_, d) => props.onChange(d.value || null)}
      />
    </Field>
  );
}

interface Period {
  fromDate: string | null;
  toDate: string | null;
}

/** The from and to dates of a row (a vessel, a vessel's harbour, a fisheries expert). */
export function PeriodInputs({
  value,
  change,
  size,
}: {
  value: Period;
  change: (patch: Partial<Period>) => void;
  size?: 'small';
}) {
  const { t } = useTranslation('draft');
  return (
    <>
      <DateField
        label={t('gathered.fromDate')}
        size={size}
        value={value.fromDate}
        onChange={(fromDate) => change({ fromDate })}
      />
      <DateField
        label={t('gathered.toDate')}
        size={size}
        value={value.toDate}
        onChange={(toDate) => change({ toDate })}
      />
    </>
  );
}

/** The phone number and the period of a vessel or a fisheries expert on the draft. */
export function PhoneAndPeriodInputs({
  value,
  change,
}: {
  value: Period & { phoneNumber: string | null };
  change: (patch: Partial<Period & { phoneNumber: string | null }>) => void;
}) {
  const { t } = useTranslation('draft');
  return (
    <>
      <RowInput
        label={t('gathered.phoneNumber')}
        type="tel"
        value={value.phoneNumber}
        onChange={(phoneNumber) => change({ phoneNumber })}
      />
      <PeriodInputs value={value} change={change} />
    </>
  );
}
