import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from '../../components/use-translation';
import type { TSignedReceipt } from '@/domain/schemas/receipts';
import { formatDate } from '../../components/format-date';
import type { OutboxReceipt } from '../../offline/db';
import { receiptDocument, verifySignedReceipt } from '../../offline/signed-receipts';

const useStyles = makeStyles({
  hash: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center', marginTop: tokens.spacingVerticalXXS },
});

/** 'Ukerapport 17.11.2026–23.11.2026' of a signed week report, else the device's own name of the item. */
export function signedItemName(t: (key: string, values?: Record<string, unknown>) => string, receipt: TSignedReceipt, fallback: string): string {
  const report = receipt.report;
  if (!report) return fallback;
  const period = [report.fromDate, report.toDate].filter(Boolean).map((date) => formatDate(date!, 'date')).join('–');
  return t('signed.report', { type: t(`signed.types.${report.type}`), period });
}

function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * A receipt the service signed (issue 25): the case and the report with its period, when written and received, the
 * SHA-256 of the content and of each file; downloaded as a file and checked against the service's published key.
 */
export function SignedReceipt({ receipt }: { receipt: OutboxReceipt & { signed: NonNullable<OutboxReceipt['signed']> } }) {
  const { t } = useTranslation('device-health');
  const styles = useStyles();
  const signed = receipt.signed.receipt;
  const [check, setCheck] = useState<'idle' | 'busy' | 'valid' | 'invalid' | 'differs' | 'offline'>('idle');
  const verify = async () => {
    setCheck('busy');
    try {
      const outcome = await verifySignedReceipt(receipt.signed.jws, signed, receipt.sentSha256);
      setCheck(outcome.valid ? 'valid' : outcome.signatureValid ? 'differs' : 'invalid');
    } catch {
      setCheck('offline');
    }
  };
  return (
    <>
      <Text weight="semibold">
        {t('signed.title', { name: signed.acquisition.name, npdId: signed.acquisition.npdId, item: signedItemName(t as never, signed, receipt.label) })}
      </Text>
      <Text size={200}>{t('receipts.written', { time: formatDate(signed.capturedAt ?? receipt.capturedAt, 'dateTime') })}</Text>
      <Text size={200} data-testid="receipt" data-state="signed">
        {t('signed.received', { time: formatDate(signed.receivedAt, 'dateTime') })}
      </Text>
      <Text size={200}>
        {t(signed.contentHashOf === 'requestBody' ? 'signed.sentContent' : 'signed.content')} <span className={styles.hash}>{signed.contentSha256}</span>
      </Text>
      {signed.files.map((file) => (
        <Text size={200} key={file.id}>
          {t('signed.file', { name: file.name })} <span className={styles.hash}>{file.sha256}</span>
        </Text>
      ))}
      <div className={styles.actions}>
        <Button size="small" onClick={() => save(receiptDocument(receipt.signed), `kvittering-${signed.acquisition.npdId}-${signed.messageId.slice(0, 8)}.json`)}>
          {t('signed.download')}
        </Button>
        {/* Focusable while busy: a disabled button would drop the keyboard's focus to the page (WCAG 2.4.3). */}
        <Button size="small" disabledFocusable={check === 'busy'} onClick={() => void verify()}>
          {t('signed.verify')}
        </Button>
        <Text size={200} role="status" data-testid="receipt-check">
          {check === 'idle' || check === 'busy' ? '' : t(`signed.${check}`)}
        </Text>
      </div>
    </>
  );
}
