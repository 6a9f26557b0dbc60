import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownload20Regular, ArrowUpload20Regular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { useTranslation } from '../../components/use-translation';
import { formatDate } from '../../components/format-date';
import { exportFileName, exportOutbox, importOutbox } from '../../offline/outbox-transfer';
import { ageOf, formatBytes } from './health-format';
import { ReceiptList } from './receipt-list';
import { useStorageHealth } from './use-storage-health';

const useStyles = makeStyles({
  surface: { maxWidth: '44rem', width: 'calc(100vw - 2rem)' },
  section: { display: 'grid', gap: tokens.spacingVerticalS, marginBlockEnd: tokens.spacingVerticalL },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'minmax(8rem, auto) minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    margin: 0,
    '@media (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

type Outcome = { intent: 'success' | 'error'; text: string } | null;

/**
 * Device health (issue 10), from the user menu: whether the browser keeps this site's data (persistent storage),
 * storage used and available, the age of the oldest unsent change, export of the unsent changes to a file and import
 * of such a file on another device, and the receipts of what was sent from here.
 */
export function DeviceHealthDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('device-health');
  const styles = useStyles();
  const { health, askPersistence } = useStorageHealth();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const file = useRef<HTMLInputElement>(null);
  const failed = (error: unknown) =>
    setOutcome({ intent: 'error', text: t('outbox.failed', { message: error instanceof Error ? error.message : String(error) }) });

  const exportNow = async () => {
    try {
      const now = new Date();
      const content = await exportOutbox(now);
      const name = exportFileName(now);
      const url = URL.createObjectURL(new Blob([JSON.stringify(content, null, 1)], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setOutcome({ intent: 'success', text: t('outbox.exported', { count: content.entries.length, file: name }) });
    } catch (error) {
      failed(error);
    }
  };
  const importFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    try {
      const result = await importOutbox(await chosen.text());
      if (result.kind === 'invalid') setOutcome({ intent: 'error', text: t('outbox.invalidFile') });
      else if (result.kind === 'otherUser') setOutcome({ intent: 'error', text: t('outbox.otherUser') });
      else setOutcome({ intent: 'success', text: t('outbox.imported', { added: result.added, skipped: result.skipped }) });
    } catch (error) {
      failed(error);
    } finally {
      if (file.current) file.current.value = '';
    }
  };

  const persisted =
    health?.persisted === true ? t('storage.granted') : health?.persisted === false ? t('storage.notGranted') : t('storage.unknown');
  const usage =
    health?.usage != null && health.quota != null
      ? t('storage.usedOf', { used: formatBytes(health.usage), quota: formatBytes(health.quota) })
      : t('storage.unknownUsage');
  const oldest = health?.oldestUnsentAt
    ? (() => {
        const age = ageOf(Date.now() - health.oldestUnsentAt);
        return t('outbox.oldestAge', {
          time: formatDate(health.oldestUnsentAt, 'dateTime'),
          age: t(`age.${age.unit}`, { count: age.count }),
        });
      })()
    : t('outbox.none');

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogContent data-testid="device-health">
            <Text as="p">{t('intro')}</Text>
            {!health ? (
              <Spinner label={t('loading')} />
            ) : (
              <>
                <section className={styles.section} aria-labelledby="device-storage">
                  <Text as="h3" id="device-storage" weight="semibold">
                    {t('storage.title')}
                  </Text>
                  <dl className={styles.facts}>
                    <dt className={styles.term}>{t('storage.persisted')}</dt>
                    <dd className={styles.value} data-testid="storage-persisted">
                      {persisted}
                    </dd>
                    <dt className={styles.term}>{t('storage.used')}</dt>
                    <dd className={styles.value}>{usage}</dd>
                  </dl>
                  {health.persisted === false && (
                    <div className={styles.row}>
                      <Button size="small" onClick={() => void askPersistence()}>
                        {t('storage.ask')}
                      </Button>
                    </div>
                  )}
                </section>
                <section className={styles.section} aria-labelledby="device-outbox">
                  <Text as="h3" id="device-outbox" weight="semibold">
                    {t('outbox.title')}
                  </Text>
                  <dl className={styles.facts}>
                    <dt className={styles.term}>{t('outbox.title')}</dt>
                    <dd className={styles.value} data-testid="outbox-waiting">
                      {health.waiting ? t('outbox.waiting', { count: health.waiting }) : t('outbox.none')}
                    </dd>
                    <dt className={styles.term}>{t('outbox.oldest')}</dt>
                    <dd className={styles.value}>{oldest}</dd>
                  </dl>
                  <div className={styles.row}>
                    <Button icon={<ArrowDownload20Regular />} disabled={health.waiting === 0} onClick={() => void exportNow()}>
                      {t('outbox.export')}
                    </Button>
                    <Button icon={<ArrowUpload20Regular />} onClick={() => file.current?.click()}>
                      {t('outbox.import')}
                    </Button>
                    <input
                      ref={file}
                      type="file"
                      accept="application/json,.json"
                      hidden
                      data-testid="outbox-import-file"
                      onChange={(event) => void importFile(event.target.files?.[0])}
                    />
                  </div>
                  {outcome && (
                    <MessageBar intent={outcome.intent} layout="multiline">
                      <MessageBarBody>{outcome.text}</MessageBarBody>
                    </MessageBar>
                  )}
                </section>
              </>
            )}
            <ReceiptList />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

export default DeviceHealthDialog;
