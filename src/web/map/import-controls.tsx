import { Button, Field, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import {
  ArrowUpload20Regular,
  GlobeArrowUp20Regular,
  TextBulletListSquare20Regular,
} from '@fluentui/react-icons';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '../components/use-translation';
import { SHAPEFILE_EXTENSIONS, UKOOA_EXTENSIONS } from '@/domain/geometry/import-extensions';
import type { TGeometryInput } from '@/domain/geometry/types';
import { useNotify } from '../components/notify';
import type { ImportOutcome, ImportRules } from './import-area';

/**
 * The readers (zip, shapefile, UKOOA, coordinate text, proj4: 40 KB and 60 ms of start-up on a slow phone) and the
 * import dialog load when the user imports, not with the form that offers the import (issue 27, TBT).
 */
const readers = () => import('./import-area');
const ImportGeometryDialog = lazy(() =>
  import('./import-geometry-dialog').then((m) => ({ default: m.ImportGeometryDialog })),
);

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

  const done = async (outcome: ImportOutcome) => {
    const { importFailureText, successMessageKey } = await readers();
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
    notify(
      importFailureText(tg as (k: string, o?: Record<string, unknown>) => string, outcome, { compact: true }),
      'error',
    );
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
                if (file) await done(await (await readers()).importFile(file, rules));
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
        <Suspense fallback={null}>
          <ImportGeometryDialog
            targets={[{ key: label, label, rules }]}
            onClose={() => setDialog(false)}
            onImported={(_, value) => onImported(value)}
          />
        </Suspense>
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
              onClick={async () => {
                if (await done((await readers()).importText(text, rules))) {
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
