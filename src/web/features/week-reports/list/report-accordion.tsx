import {
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Badge,
  Button,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../components/format-date';
import type { OutboxReceipt } from '../../../offline/db';
import { discardEntry, retryEntry } from '../../../offline/outbox-actions';
import { ReceiptLine } from '../../../offline/receipt-line';
import { ReportDetails } from './report-details';
import type { ReportView } from './report-view';

const useStyles = makeStyles({
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  heading: { display: 'grid', gap: tokens.spacingVerticalXXS, paddingBlock: tokens.spacingVerticalXS },
  times: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground2 },
  panel: { display: 'grid', gap: tokens.spacingVerticalS, paddingBlockEnd: tokens.spacingVerticalM },
});

/** A report received this long after it was written was written before it could be sent (it waited on the device). */
const WRITTEN_BEFORE_MS = 10_000;

/**
 * One report, titled 'type: from - to' (spec 001 s2.5): the time it was written on board beside the time the service
 * received it (issue 10), its receipt on this device, or, while it waits here, that it waits (or was refused, with
 * the service's reason and the choice to try again or discard it).
 */
export function ReportAccordion({ report, receipt }: { report: ReportView; receipt?: OutboxReceipt }) {
  const { t } = useTranslation('week-reports');
  const styles = useStyles();
  const type = t(`types.${report.type as 10 | 20 | 30}`);
  const title = t('list.accordionTitle', { type, from: formatDate(report.from), to: formatDate(report.to) });
  const refused = report.waiting !== null && report.waiting.state !== 'pending';
  // 'Skrevet om bord' only when it was written before the service received it (waiting, or received more than
  // WRITTEN_BEFORE_MS later): a report sent at once from land is not one written on board (issue 25).
  const writtenOnBoard =
    !!report.capturedAt &&
    (!report.receivedAt || Date.parse(report.receivedAt) - Date.parse(report.capturedAt) > WRITTEN_BEFORE_MS);
  return (
    <AccordionItem value={report.key} data-testid="week-report" data-waiting={report.waiting ? 'true' : 'false'} data-type={report.type}>
      <AccordionHeader>
        <span className={styles.heading}>
          <span className={styles.header}>
            <Text weight="semibold">{title}</Text>
            {report.waiting && (
              <Badge appearance="tint" color={refused ? 'danger' : 'warning'}>
                {refused ? t('list.refused') : t('list.waiting')}
              </Badge>
            )}
          </span>
          <span className={styles.times} data-testid="report-times">
            {writtenOnBoard && <Text size={200} data-testid="written-on-board">{t('list.writtenOnBoard', { time: formatDate(report.capturedAt ?? '', 'dateTime') })}</Text>}
            {report.receivedAt && <Text size={200}>{t('list.receivedAt', { time: formatDate(report.receivedAt, 'dateTime') })}</Text>}
          </span>
        </span>
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
