import {
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
import type { OutboxReceipt } from '../../../offline/db';
import { discardEntry, retryEntry } from '../../../offline/outbox-actions';
import { ReceiptLine } from '../../../offline/receipt-line';
import { ReportDetails } from './report-details';
import { ReportHeading } from './report-heading';
import type { ReportView } from './report-view';

const useStyles = makeStyles({
  times: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground2 },
  panel: { display: 'grid', gap: tokens.spacingVerticalS, paddingBlockEnd: tokens.spacingVerticalM },
});

/**
 * One report under its heading (report-heading.tsx): who wrote it, its receipt on this device, or, while it waits
 * here, that it waits (or was refused, with the service's reason and the choice to try again or discard it).
 */
export function ReportAccordion({ report, receipt }: { report: ReportView; receipt?: OutboxReceipt }) {
  const { t } = useTranslation('week-reports');
  const styles = useStyles();
  const refused = report.waiting !== null && report.waiting.state !== 'pending';
  const heading = { ...report, waiting: report.waiting && (refused ? ('refused' as const) : ('waiting' as const)) };
  return (
    <AccordionItem value={report.key} data-testid="week-report" data-waiting={report.waiting ? 'true' : 'false'} data-type={report.type}>
      <AccordionHeader>
        <ReportHeading report={heading} />
      </AccordionHeader>
      <AccordionPanel className={styles.panel}>
        {(report.createdByName || receipt) && (
          <div className={styles.times}>
            {report.createdByName && <Text size={200}>{t('list.by', { name: report.createdByName })}</Text>}
            {receipt && <ReceiptLine receipt={receipt} />}
          </div>
        )}
        {report.waiting && (
          <MessageBar intent={refused ? 'error' : 'warning'} layout="multiline">
            <MessageBarBody>
              <MessageBarTitle>{refused ? t('list.refused') : t('list.waiting')}</MessageBarTitle>
              {refused ? t('list.refusedText', { message: report.waiting.error?.message ?? '' }) : t('list.waitingText')}
            </MessageBarBody>
            {refused && (
              <MessageBarActions>
                <Button size="small" onClick={() => void retryEntry(report.waiting!.entryId)}>
                  {t('list.retry')}
                </Button>
                <Button
                  size="small"
                  onClick={() => {
                    if (window.confirm(t('list.discardConfirm'))) void discardEntry(report.waiting!.entryId);
                  }}
                >
                  {t('list.discard')}
                </Button>
              </MessageBarActions>
            )}
          </MessageBar>
        )}
        <ReportDetails report={report} />
      </AccordionPanel>
    </AccordionItem>
  );
}
