import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { SensorType } from '@/domain/enums/sensor-type';
import { SourceType } from '@/domain/enums/source-type';
import { sensorTypesOf, sourceTypesOf } from '@/domain/draft/missing-required-items';
import { withSensorType, withSourceType } from '@/domain/draft/resets';
import { useFieldErrorText } from '../form/field-error';
import { NumberField } from '../form/fields';
import { useEnumLabel } from '../form/use-enum-label';
import { useWizard } from '../wizard-context';
import { TypeSelect } from './type-select';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(13rem, 100%), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

/**
 * Sensor and source (spec 002 s2, s4): each shown when the type's configuration has options, required when shown;
 * changing the type resets its sub-details.
 */
export function SensorSourceSection({ missing }: { missing: (key: string) => string | undefined }) {
  const { t } = useTranslation('draft');
  const styles = useStyles();
  const errorText = useFieldErrorText();
  const { choices } = useEnumLabel();
  const { draft, form } = useWizard();
  const { sensorOptions, sourceOptions } = draft.configuration.acquisitionConfig;
  const sensor = form.watch('sensor');
  const source = form.watch('source');
  const showSensor = sensorOptions.cableOptions.length > 0 || sensorOptions.nodeOptions.length > 0;
  const showSource =
    sourceOptions.seismicOptions.length > 0 || sourceOptions.electromagneticOptions.length > 0;
  const sensorTypes = sensorTypesOf(draft.configuration.acquisitionConfig);
  const sourceTypes = sourceTypesOf(draft.configuration.acquisitionConfig);
  const c = form.control;
  return (
    <>
      {showSensor && (
        <section aria-labelledby="sensor-title">
          <h2 id="sensor-title">{t('gathered.sensor')}</h2>
          <div className={styles.grid}>
            <TypeSelect
              label={t('gathered.sensorType')}
              value={sensor?.type ?? null}
              choices={choices(SensorType, 'SensorType', sensorTypes)}
              error={errorText(form.formState.errors.sensor?.type?.message) ?? missing('sensorType')}
              onChange={(type) =>
                form.setValue('sensor', withSensorType(sensor ?? null, type as SensorType | null), {
                  shouldDirty: true,
                  shouldValidate: true,
                })
              }
            />
            {sensor?.type === SensorType.Cable && (
              <>
                {sensorOptions.cableOptions.includes('Count') && (
                  <NumberField
                    key="cc"
                    integer
                    control={c}
                    name="sensor.cable.count"
                    label={t('gathered.cableCount')}
                  />
                )}
                {sensorOptions.cableOptions.includes('Length') && (
                  <NumberField
                    key="cl"
                    integer
                    control={c}
                    name="sensor.cable.length"
                    label={t('gathered.cableLength')}
                  />
                )}
                {sensorOptions.cableOptions.includes('TowWidth') && (
                  <NumberField
                    key="ct"
                    integer
                    control={c}
                    name="sensor.cable.towWidth"
                    label={t('gathered.cableTowWidth')}
                  />
                )}
              </>
            )}
            {sensor?.type === SensorType.Node && sensorOptions.nodeOptions.includes('Count') && (
              <NumberField
                key="nc"
                integer
                control={c}
                name="sensor.node.count"
                label={t('gathered.nodeCount')}
              />
            )}
          </div>
        </section>
      )}
      {showSource && (
        <section aria-labelledby="source-title">
          <h2 id="source-title">{t('gathered.source')}</h2>
          <div className={styles.grid}>
            <TypeSelect
              label={t('gathered.sourceType')}
              value={source?.type ?? null}
              choices={choices(SourceType, 'SourceType', sourceTypes)}
              error={errorText(form.formState.errors.source?.type?.message) ?? missing('sourceType')}
              onChange={(type) =>
                form.setValue('source', withSourceType(source ?? null, type as SourceType | null), {
                  shouldDirty: true,
                  shouldValidate: true,
                })
              }
            />
            {source?.type === SourceType.Seismic && (
              <>
                {sourceOptions.seismicOptions.includes('Count') && (
                  <NumberField
                    key="sc"
                    integer
                    control={c}
                    name="source.seismic.count"
                    label={t('gathered.seismicCount')}
                  />
                )}
                {sourceOptions.seismicOptions.includes('Size') && (
                  <NumberField
                    key="ss"
                    integer
                    control={c}
                    name="source.seismic.size"
                    label={t('gathered.seismicSize')}
                  />
                )}
                {sourceOptions.seismicOptions.includes('Pressure') && (
                  <NumberField
                    key="sp"
                    integer
                    control={c}
                    name="source.seismic.pressure"
                    label={t('gathered.seismicPressure')}
                  />
                )}
              </>
            )}
            {source?.type === SourceType.Electromagnetic && (
              <>
                {sourceOptions.electromagneticOptions.includes('Count') && (
                  <NumberField
                    key="ec"
                    integer
                    control={c}
                    name="source.electromagnetic.count"
                    label={t('gathered.emCount')}
                  />
                )}
                {sourceOptions.electromagneticOptions.includes('Size') && (
                  <NumberField
                    key="es"
                    integer
                    control={c}
                    name="source.electromagnetic.size"
                    label={t('gathered.emSize')}
                  />
                )}
                {sourceOptions.electromagneticOptions.includes('Effect') && (
                  <NumberField
                    key="ew"
                    integer
                    control={c}
                    name="source.electromagnetic.watt"
                    label={t('gathered.emWatt')}
                  />
                )}
              </>
            )}
          </div>
        </section>
      )}
    </>
  );
}
