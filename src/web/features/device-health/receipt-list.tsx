import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../components/format-date';
import { ReceiptLine } from '../../offline/receipt-line';
import { useReceipts } from '../../offline/receipts';

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
            <li key={receipt.key} className={styles.item}>
              <Text weight="semibold">{receipt.label}</Text>
              <Text size={200}>{t('receipts.written', { time: formatDate(receipt.capturedAt, 'dateTime') })}</Text>
              <ReceiptLine receipt={receipt} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
