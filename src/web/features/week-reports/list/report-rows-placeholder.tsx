import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { ChevronRightRegular } from '@fluentui/react-icons';
import type { TWeekReport } from '@/domain/schemas/week-reports';
import { periodOfFiled } from '../report-state';
import { ReportHeading } from './report-heading';

// The measures of a closed Fluent AccordionHeader (medium, expand icon at the start), so each row stands where its
// accordion will.
const useStyles = makeStyles({
  list: { display: 'grid', alignContent: 'start' },
  row: {
    display: 'flex',
    alignItems: 'center',
    minHeight: '44px',
    padding: `0 ${tokens.spacingHorizontalM} 0 ${tokens.spacingHorizontalMNudge}`,
    boxSizing: 'border-box',
    color: tokens.colorNeutralForeground1,
    ...typographyStyles.body1,
  },
  icon: {
    display: 'flex',
    alignItems: 'center',
    alignSelf: 'stretch',
    paddingRight: tokens.spacingHorizontalS,
    lineHeight: tokens.lineHeightBase500,
    fontSize: tokens.fontSizeBase500,
  },
});

/**
 * The reports the service lists, as the headings of their accordions (closed), while the accordions and what they
 * need (the device's outbox and receipts) load after the page's text (issue 27). Not interactive: the accordions
 * take their place, each heading where it was; those waiting on this device follow the service's, as in the list.
 */
export function ReportRowsPlaceholder({ reports }: { reports: readonly TWeekReport[] }) {
  const styles = useStyles();
  return (
    <div className={styles.list} data-testid="week-report-list-placeholder">
      {reports.map((report) => (
        <div key={report.id} className={styles.row}>
          <span className={styles.icon} aria-hidden>
            <ChevronRightRegular />
          </span>
          <ReportHeading report={{ ...periodOfFiled(report), type: report.type, capturedAt: report.capturedAt, receivedAt: report.receivedAt, waiting: null }} />
        </div>
      ))}
    </div>
  );
}
