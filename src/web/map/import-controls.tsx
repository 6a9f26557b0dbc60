import { Button, Field, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { ArrowUpload20Regular, GlobeArrowUp20Regular, TextBulletListSquare20Regular } from '@fluentui/react-icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHAPEFILE_EXTENSIONS } from '@/domain/geometry/shapefile-import';
import { UKOOA_EXTENSIONS } from '@/domain/geometry/import-file';
import type { TGeometryInput } from '@/domain/geometry/types';
import { useNotify } from '../components/notify';
import { importFailureText, importFile, importText, successMessageKey, type ImportOutcome, type ImportRules } from './import-area';
import { ImportGeometryDialog } from './import-geometry-dialog';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  text: { display: 'grid', gap: tokens.spacingVerticalS },
});

/**
 * Import of one area: a shapefile zip or UKOOA file, or pasted WGS 84 coordinates, straight away; or the import dialog
 * (import-geometry-dialog.tsx) to choose the format and coordinate system (UTM text, a headerless UKOOA file).
 * Errors with their Norwegian messages.
 */

export function ImportControls({
  rules,
  label,
  onImported,
}: {
  rules: ImportRules;
  label: string;
  onImported: (value: TGeometryInput) => void;
}) {
  const { t } = useTranslation('draft');
  const { t: tg } = useTranslation('geometry');
  const styles = useStyles();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const pasteButton = useRef<HTMLButtonElement>(null);
  const [pasting, setPasting] = useState(false);
  const [text, setText] = useState('');
  const [dialog, setDialog] = useState(false);
  const accept = [
    ...(rules.hasShapeUpload ? SHAPEFILE_EXTENSIONS : []),
    ...(rules.hasUkooaUpload ? UKOOA_EXTENSIONS : []),
  ].join(',');

  const done = (outcome: ImportOutcome) => {
    if (outcome.ok) {
      onImported(outcome.value);
      // 'converted to WGS 84' only when something was converted (another datum or a projection).
      const read = outcome.ukooa;
      const parts = [tg(successMessageKey(outcome.value))];
      if (read) parts.push(tg('ukooaRecordsRead', { ...read }));
      if (read?.skipped) parts.push(tg('ukooaReceiversSkipped', { ...read }));
      notify(parts.join(' '), 'success');
      return true;
    }
    notify(importFailureText(tg as (k: string, o?: Record<string, unknown>) => string, outcome, { compact: true }), 'error');
    return false;
  };

  return (
    <div className={styles.text}>
      <div className={styles.row}>
        {accept && (
          <>
            <input
              ref={input}
              type="file"
              accept={accept}
              hidden
              aria-label={`${t('area.import')}: ${label}`}
              data-testid={`import-file-${label}`}
              onChange={async (event) => {
                const file = event.currentTarget.files?.[0];
                event.currentTarget.value = '';
                if (file) done(await importFile(file, rules));
              }}
            />
            <Button icon={<ArrowUpload20Regular />} onClick={() => input.current?.click()}>
              {t('area.import')}
            </Button>
          </>
        )}
        <Button
          ref={pasteButton}
          icon={<TextBulletListSquare20Regular />}
          aria-expanded={pasting}
          onClick={() => setPasting((p) => !p)}
        >
          {t('area.text')}
        </Button>
        <Button icon={<GlobeArrowUp20Regular />} onClick={() => setDialog(true)}>
          {tg('importDialog.open')}
        </Button>
      </div>
      {dialog && (
        <ImportGeometryDialog
          targets={[{ key: label, label, rules }]}
          onClose={() => setDialog(false)}
          onImported={(_, value) => onImported(value)}
        />
      )}
      {pasting && (
        <>
          <Field label={t('area.textLabel')}>
            <Textarea value={text} rows={5} onChange={(_, d) => setText(d.value)} />
          </Field>
          <div>
            <Button
              appearance="primary"
              disabled={!text.trim()}
              onClick={() => {
                if (done(importText(text, rules))) {
                  setPasting(false);
                  setText('');
                  // The apply button goes with the text field: the focus goes back to the button that opened it.
                  pasteButton.current?.focus();
                }
              }}
            >
              {t('area.textApply')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
