import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Radio,
  RadioGroup,
  Select,
  Text,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { ArrowUpload20Regular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { useTranslation } from '../components/use-translation';
import { datumOf, utmZoneOf } from '@/domain/geometry/crs';
import type { TGeometryInput } from '@/domain/geometry/types';
import { useNotify } from '../components/notify';
import {
  acceptedExtensions,
  coordinateSystemOptions,
  defaultCoordinateSystem,
  FROM_FILE,
  importFailureText,
  importFormatsFor,
  type ImportFormat,
  type ImportOutcome,
  type ImportRules,
  runImport,
  successMessageKey,
} from './import-area';

const useStyles = makeStyles({
  surface: { width: 'calc(100vw - 16px)', maxWidth: '36rem', boxSizing: 'border-box' },
  // minmax(0, 1fr): a field never makes the dialog wider than the screen (390 px).
  content: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: tokens.spacingVerticalM, minWidth: 0 },
  file: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap', minWidth: 0 },
  fileName: { overflowWrap: 'anywhere', minWidth: 0 },
});

/** One area the dialog can import into (gross or net), with its survey type's rules. */
export interface ImportTarget {
  key: string;
  label: string;
  rules: ImportRules;
}

interface Props {
  /** The areas to choose between (one: no choice shown). */
  targets: readonly ImportTarget[];
  onClose: () => void;
  /** Called with the imported area; the dialog closes itself afterwards. */
  onImported: (key: string, value: TGeometryInput) => void;
}

/** The Norwegian name of a coordinate system choice. */
export function useCoordinateSystemLabel(): (epsg: number, format: ImportFormat) => string {
  const { t } = useTranslation('geometry');
  return (epsg, format) => {
    if (epsg === FROM_FILE) return format === 'shape' ? t('importDialog.fromPrj') : t('importDialog.fromHeader');
    const zone = utmZoneOf(epsg);
    if (zone === undefined) return t(epsg === 4230 ? 'importDialog.crs.4230' : 'importDialog.crs.4326');
    return t('importDialog.crs.utm', { datum: datumOf(epsg) === 'ED50' ? 'ED50' : 'WGS 84', zone });
  };
}

/**
 * The import-geometry dialog (spec 001 s2.2, s5 'Import of geometry'; spec 002 s4): the area (when there are two), the
 * format (shape, UKOOA, plain text, as the survey type allows), the coordinate system (plain text: WGS 84 geographic and
 * UTM 31-34, ED50 shown disabled; UKOOA: the header's or an ED50 / WGS 84 code; shape: the .prj's), the file or the
 * text. Each import error shows its own Norwegian message in the dialog; success closes it with 'conversionSucceeded'
 * only when something was converted. Shared by the wizard's area step and the acquisition page's header.
 */
export function ImportGeometryDialog({ targets, onClose, onImported }: Props) {
  const { t } = useTranslation('geometry');
  const styles = useStyles();
  const notify = useNotify();
  const crsLabel = useCoordinateSystemLabel();
  const input = useRef<HTMLInputElement>(null);
  const [targetKey, setTargetKey] = useState(targets[0]?.key ?? '');
  const target = targets.find((x) => x.key === targetKey) ?? targets[0];
  const formats = importFormatsFor(target.rules);
  const [format, setFormat] = useState<ImportFormat>(formats[0]);
  const [epsg, setEpsg] = useState(defaultCoordinateSystem(format));
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const options = coordinateSystemOptions(format);
  const extensions = acceptedExtensions(format);
  const ready = format === 'shape' ? !!file : format === 'ukooa' ? !!file || text.trim() !== '' : text.trim() !== '';

  const chooseFormat = (next: ImportFormat) => {
    setFormat(next);
    setEpsg(defaultCoordinateSystem(next));
    setFile(null);
    setError(null);
  };

  const finish = (outcome: ImportOutcome) => {
    if (outcome.ok) {
      onImported(target.key, outcome.value);
      const read = outcome.ukooa;
      const parts = [t(successMessageKey(outcome.value))];
      if (read) parts.push(t('ukooaRecordsRead', { ...read }));
      if (read?.skipped) parts.push(t('ukooaReceiversSkipped', { ...read }));
      notify(parts.join(' '), 'success');
      onClose();
      return;
    }
    setError(importFailureText(t as (k: string, o?: Record<string, unknown>) => string, outcome));
  };

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      finish(await runImport({ format, epsg, file, text }, target.rules));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open modalType="modal" onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface} aria-label={t('importDialog.title')}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (ready && !busy) void submit();
          }}
        >
          <DialogBody>
            <DialogTitle>{t('importDialog.title')}</DialogTitle>
            <DialogContent className={styles.content}>
              {targets.length > 1 && (
                <Field label={t('importDialog.area')}>
                  <RadioGroup layout="horizontal" value={target.key} onChange={(_, d) => setTargetKey(d.value)}>
                    {targets.map((x) => (
                      <Radio key={x.key} value={x.key} label={x.label} />
                    ))}
                  </RadioGroup>
                </Field>
              )}
              <Field label={t('importDialog.format')}>
                <RadioGroup layout="horizontal" value={format} onChange={(_, d) => chooseFormat(d.value as ImportFormat)}>
                  {formats.map((f) => (
                    <Radio key={f} value={f} label={t(`importDialog.formats.${f}`)} />
                  ))}
                </RadioGroup>
              </Field>
              {format === 'shape' ? (
                <Text size={200}>{t('importDialog.fromPrj')}</Text>
              ) : (
                <Field label={t('importDialog.coordinateSystem')} hint={format === 'text' ? t('importDialog.ed50Disabled') : undefined}>
                  <Select value={String(epsg)} onChange={(_, d) => setEpsg(Number(d.value))}>
                    {options.map((o) => (
                      <option key={o.epsg} value={o.epsg} disabled={o.disabled}>
                        {crsLabel(o.epsg, format)}
                      </option>
                    ))}
                  </Select>
                </Field>
              )}
              {format !== 'text' && (
                <Field label={t('importDialog.file')} hint={t('importDialog.fileHint', { extensions: extensions.join(', ') })}>
                  <div className={styles.file}>
                    <input
                      ref={input}
                      type="file"
                      accept={extensions.join(',')}
                      hidden
                      aria-label={t('importDialog.file')}
                      data-testid="import-dialog-file"
                      onChange={(event) => {
                        setFile(event.currentTarget.files?.[0] ?? null);
                        setError(null);
                        event.currentTarget.value = '';
                      }}
                    />
                    <Button icon={<ArrowUpload20Regular />} onClick={() => input.current?.click()}>
                      {t('importDialog.chooseFile')}
                    </Button>
                    <Text className={styles.fileName} data-testid="import-dialog-file-name">
                      {file?.name ?? t('importDialog.noFile')}
                    </Text>
                  </div>
                </Field>
              )}
              {format !== 'shape' && (
                <Field
                  label={format === 'text' ? t('importDialog.text') : t('importDialog.ukooaText')}
                  hint={format === 'text' ? t('importDialog.textHint') : undefined}
                >
                  <Textarea
                    value={text}
                    rows={6}
                    resize="vertical"
                    onChange={(_, d) => {
                      setText(d.value);
                      setError(null);
                    }}
                  />
                </Field>
              )}
              {error && (
                <MessageBar intent="error" role="alert" layout="multiline" data-testid="import-dialog-error">
                  <MessageBarBody>
                    <MessageBarTitle>{t('importDialog.failed')}</MessageBarTitle>
                    {error}
                  </MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <Button appearance="secondary" onClick={onClose}>
                {t('importDialog.cancel')}
              </Button>
              <Button appearance="primary" type="submit" disabled={!ready || busy}>
                {t('importDialog.import')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
