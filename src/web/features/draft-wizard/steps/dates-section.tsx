import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
import { osloDate } from '@/domain/rules/calendar-date';
import { dateChangeWarnings } from '@/domain/rules/date-warnings';
import { DateField } from '../form/fields';
import { useWizard } from '../wizard-context';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(13rem, 100%), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

/** Planned start and end (spec 002 s5): minimum today, the five-business-day warnings (not blocking). */
export function DatesSection({ requiredError }: { requiredError: (key: string) => string | undefined }) {
  const { t } = useTranslation('draft');
  const styles = useStyles();
  const { form } = useWizard();
  const today = osloDate();
  const [start, end] = form.watch(['plannedStartDate', 'plannedEndDate']);
  const warnings = dateChangeWarnings(today, { plannedStartDate: start, plannedEndDate: end });
  const beforeToday = (date: string | null | undefined) =>
    date && date < today ? t('area.beforeToday') : undefined;
  return (
    <section aria-labelledby="dates-title">
      <h2 id="dates-title">{t('area.dates')}</h2>
      <div className={styles.row}>
        <DateField
          control={form.control}
          name="plannedStartDate"
          label={t('area.plannedStartDate')}
          required
          error={beforeToday(start) ?? requiredError('plannedStartDate')}
          warning={
            warnings.includes('dateChangeStartupWarning') ? t('area.dateChangeStartupWarning') : undefined
          }
        />
        <DateField
          control={form.control}
          name="plannedEndDate"
          label={t('area.plannedEndDate')}
          required
          error={
            beforeToday(end) ??
            (start && end && end < start ? t('area.endBeforeStart') : undefined) ??
            requiredError('plannedEndDate')
          }
          warning={warnings.includes('dateChangeEndWarning') ? t('area.dateChangeEndWarning') : undefined}
        />
      </div>
    </section>
  );
}
