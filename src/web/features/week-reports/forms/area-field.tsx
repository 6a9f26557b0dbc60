import { Button, Field, makeStyles, Text, Textarea, tokens } from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular, TextBulletListSquare20Regular } from '@fluentui/react-icons';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from '../../../components/use-translation';
import type { TAreaGeometry, TGeometryInput } from '@/domain/geometry/types';
import { listVertices } from '../../../map/vertices';
import { useReportErrorText } from './fields';

/** The draw dialog (Fluent's Dialog, the map) loads when it is opened, not with the form (issue 27). */
const DrawAreaDialog = lazy(() => import('./draw-area-dialog').then((m) => ({ default: m.DrawAreaDialog })));

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  typed: { display: 'grid', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalS },
});

/**
 * A report's area (shadow area, acquired area): drawn in the map draw dialog, or typed as WGS 84 coordinates (the
 * keyboard's and screen reader's way, WCAG 2.1.1), shown as its number of points.
 */
export function AreaField<F extends FieldValues>({
  control,
  name,
  label,
  required,
  kind,
  context,
}: {
  control: Control<F>;
  name: Path<F>;
  label: string;
  required?: boolean;
  kind: 'Polygon' | 'LineString';
  context: TAreaGeometry | null;
}) {
  const { t } = useTranslation('week-reports');
  const styles = useStyles();
  const errorText = useReportErrorText();
  const { field, fieldState } = useController({ control, name });
  const { t: tg } = useTranslation('geometry');
  const [drawing, setDrawing] = useState(false);
  const [typing, setTyping] = useState(false);
  const [text, setText] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const typedId = useId();
  const typeButton = useRef<HTMLButtonElement>(null);
  const applyTyped = async () => {
    // The coordinate reader (with proj4) is fetched when first used, not with the form (issue 27).
    const { importFailureText, importText } = await import('../../../map/import-area');
    const outcome = importText(text, { allowedTypes: [kind], hasShapeUpload: false, hasUkooaUpload: false });
    if (!outcome.ok) {
      setTypedError(importFailureText(tg as (k: string, o?: Record<string, unknown>) => string, outcome));
      return;
    }
    field.onChange(outcome.value);
    setTyping(false);
    setText('');
    setTypedError(null);
    // The apply button goes with the text field: the focus goes back to the button that opened it.
    typeButton.current?.focus();
  };
  const value = field.value as TGeometryInput | null;
  // The closing vertex of a ring is not a point of its own.
  const count = value ? listVertices(value.geometry).length : 0;
  return (
    <div>
      <Field label={label} required={required} validationMessage={errorText(fieldState.error?.message)}>
        <div className={styles.row} data-testid={`area-${name}`}>
          <Text>{value ? t('form.area.points', { count }) : t('form.area.none')}</Text>
          <Button icon={<Edit20Regular />} onClick={() => setDrawing(true)}>
            {value ? t('form.area.redraw') : t('form.area.draw')}
          </Button>
          <Button
            ref={typeButton}
            icon={<TextBulletListSquare20Regular />}
            aria-expanded={typing}
            aria-controls={typing ? typedId : undefined}
            onClick={() => setTyping((x) => !x)}
          >
            {t('form.area.type')}
          </Button>
          {value && (
            <Button icon={<Delete20Regular />} onClick={() => field.onChange(null)}>
              {t('form.area.remove')}
            </Button>
          )}
        </div>
      </Field>
      {typing && (
        <div className={styles.typed} id={typedId}>
          <Field
            label={t('form.area.typeLabel', { what: label.toLowerCase() })}
            hint={t('form.area.typeHint')}
            validationMessage={typedError ?? undefined}
          >
            <Textarea
              value={text}
              rows={5}
              resize="vertical"
              onChange={(_, d) => {
                setText(d.value);
                setTypedError(null);
              }}
            />
          </Field>
          <div>
            <Button appearance="primary" disabled={!text.trim()} onClick={() => void applyTyped()}>
              {t('form.area.typeApply')}
            </Button>
          </div>
        </div>
      )}
      {drawing && (
        <Suspense fallback={null}>
          <DrawAreaDialog
            title={label}
            kind={kind}
            context={context}
            current={value}
            onCancel={() => setDrawing(false)}
            onDone={(next) => {
              field.onChange(next);
              setDrawing(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
