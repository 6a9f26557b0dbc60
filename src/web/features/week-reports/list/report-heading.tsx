import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
import { formatDate } from '../../../components/format-date';

const useStyles = makeStyles({
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  heading: { display: 'grid', gap: tokens.spacingVerticalXXS, paddingBlock: tokens.spacingVerticalXS },
  times: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground2 },
});

/** A report received this long after it was written was written before it could be sent (it waited on the device). */
const WRITTEN_BEFORE_MS = 10_000;

/** What a report's heading says: its type and period, and whether and when it was written and received. */
export interface ReportHeadingView {
  type: number;
  from: string | null;
  to: string | null;
  capturedAt: string | null;
  receivedAt: string | null;
  /** 'waiting' or 'refused' while it waits on this device. */
  waiting: 'waiting' | 'refused' | null;
}

/**
 * A report's heading, titled 'type: from - to' (spec 001 s2.5), with the time it was written on board beside the time
 * the service received it (issue 10) and, while it waits here, that it waits or was refused. The same text in the
 * accordion and in the list's placeholder while the accordion loads (issue 27), so neither moves nor grows.
 */
export function ReportHeading({ report }: { report: ReportHeadingView }) {
  const { t } = useTranslation('week-reports');
  const styles = useStyles();
  const type = t(`types.${report.type as 10 | 20 | 30}`);
  const title = t('list.accordionTitle', { type, from: formatDate(report.from), to: formatDate(report.to) });
  // 'Skrevet om bord' only when it was written before the service received it (waiting, or received more than
  // WRITTEN_BEFORE_MS later): a report sent at once from land is not one written on board (issue 25).
  const writtenOnBoard =
    !!report.capturedAt &&
    (!report.receivedAt || Date.parse(report.receivedAt) - Date.parse(report.capturedAt) > WRITTEN_BEFORE_MS);
  return (
    <span className={styles.heading}>
      <span className={styles.header}>
        <Text weight="semibold">{title}</Text>
        {report.waiting && (
          <Badge appearance="tint" color={report.waiting === 'refused' ? 'danger' : 'warning'}>
            {report.waiting === 'refused' ? t('list.refused') : t('list.waiting')}
          </Badge>
        )}
      </span>
      <span className={styles.times} data-testid="report-times">
        {writtenOnBoard && <Text size={200} data-testid="written-on-board">{t('list.writtenOnBoard', { time: formatDate(report.capturedAt ?? '', 'dateTime') })}</Text>}
        {report.receivedAt && <Text size={200}>{t('list.receivedAt', { time: formatDate(report.receivedAt, 'dateTime') })}</Text>}
      </span>
    </span>
  );
}
