import { Text } from '@fluentui/react-components';
import { useTranslation } from '../components/use-translation';
import { formatDate } from '../components/format-date';
import type { OutboxReceipt } from './db';

/** One receipt as a line: 'Sendt …, venter på svar' or 'Mottatt av tjenesten … som melding …'. */
export function receiptText(
  t: (key: string, values?: Record<string, unknown>) => string,
  receipt: Pick<OutboxReceipt, 'state' | 'sentAt' | 'receivedAt' | 'messageId'>,
): string {
  if (receipt.state === 'sent') return t('receipts.sent', { time: formatDate(receipt.sentAt, 'dateTime') });
  const time = formatDate(receipt.receivedAt ?? receipt.sentAt, 'dateTime');
  return receipt.messageId ? t('receipts.received', { time, messageId: receipt.messageId }) : t('receipts.receivedNoId', { time });
}

/** The receipt of one item sent from this device (issue 10), for the lists that show what was sent. */
export function ReceiptLine({ receipt }: { receipt: OutboxReceipt }) {
  const { t } = useTranslation('device-health');
  return (
    <Text size={200} data-testid="receipt" data-state={receipt.state}>
      {receiptText(t as never, receipt)}
    </Text>
  );
}
