import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useTranslation } from '../../components/use-translation';
import { formatDate } from '../../components/format-date';
import { ReceiptLine } from '../../offline/receipt-line';
import { useReceipts } from '../../offline/receipts';
import { fetchMissingSignedReceipts } from '../../offline/signed-receipts';
import { SignedReceipt } from './signed-receipt';

const useStyles = makeStyles({
  list: { display: 'grid', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyle: 'none' },
  item: {
    display: 'grid',
    gap: tokens.spacingVerticalXXS,
    paddingBlock: tokens.spacingVerticalXS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

/** The receipts of what this device sent, newest first (kept on the device as proof of what was sent and when). */
export function ReceiptList() {
  const { t } = useTranslation('device-health');
  const styles = useStyles();
  const receipts = useReceipts();
  const unsigned = receipts.filter((receipt) => receipt.state === 'received' && receipt.messageId && !receipt.signed).length;
  // Signed receipts not fetched yet (sent with no answer to the receipt's own call): asked for when the list opens.
  useEffect(() => {
    if (unsigned > 0) void fetchMissingSignedReceipts(receipts.slice(0, 20)).catch(() => undefined);
    // Once per opening and per change in how many wait for a signature.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unsigned]);
  return (
    <section aria-labelledby="device-receipts">
      <Text as="h3" id="device-receipts" weight="semibold">
        {t('receipts.title')}
      </Text>
      {receipts.length === 0 ? (
        <Text as="p">{t('receipts.none')}</Text>
      ) : (
        <ul className={styles.list} data-testid="receipt-list">
          {receipts.map((receipt) => (
            <li key={receipt.key} className={styles.item} data-testid="receipt-item">
              {receipt.signed ? (
                <SignedReceipt receipt={{ ...receipt, signed: receipt.signed }} />
              ) : (
                <>
                  <Text weight="semibold">{receipt.label}</Text>
                  <Text size={200}>{t('receipts.written', { time: formatDate(receipt.capturedAt, 'dateTime') })}</Text>
                  <ReceiptLine receipt={receipt} />
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
