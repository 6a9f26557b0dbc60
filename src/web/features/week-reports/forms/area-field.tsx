import { Button, Field, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TAreaGeometry, TGeometryInput } from '@/domain/geometry/types';
import { listVertices } from '../../../map/vertices';
import { DrawAreaDialog } from './draw-area-dialog';
import { useReportErrorText } from './fields';

const useStyles = makeStyles({ row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' } });

/** A report's area (shadow area, acquired area): drawn in the map draw dialog, shown as its number of points. */
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
  const [drawing, setDrawing] = useState(false);
  const value = field.value as TGeometryInput | null;
  // The closing vertex of a ring is not a point of its own.
  const count = value ? listVertices(value.geometry).length : 0;
  return (
    <Field label={label} required={required} validationMessage={errorText(fieldState.error?.message)}>
      <div className={styles.row} data-testid={`area-${name}`}>
        <Text>{value ? t('form.area.points', { count }) : t('form.area.none')}</Text>
        <Button icon={<Edit20Regular />} onClick={() => setDrawing(true)}>
          {value ? t('form.area.redraw') : t('form.area.draw')}
        </Button>
        {value && (
          <Button icon={<Delete20Regular />} onClick={() => field.onChange(null)}>
            {t('form.area.remove')}
          </Button>
        )}
      </div>
      {drawing && (
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
      )}
    </Field>
  );
}
