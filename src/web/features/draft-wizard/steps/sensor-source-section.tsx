import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
import { useFieldErrorText } from '../form/field-error';
import { NumberField } from '../form/fields';
import { useEnumLabel } from '../form/use-enum-label';
import { useWizard } from '../wizard-context';
import { SENSOR, shownDetails, SOURCE, type Part } from './sensor-source-parts';
import { TypeSelect } from './type-select';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(13rem, 100%), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

/** One half: the type select (required) and the whole-number details of the chosen type. */
function PartSection({ part, missing }: { part: Part; missing: (key: string) => string | undefined }) {
  const { t } = useTranslation('draft');
  const styles = useStyles();
  const errorText = useFieldErrorText();
  const { choices } = useEnumLabel();
  const { draft, form } = useWizard();
  const config = draft.configuration.acquisitionConfig;
  const type = form.watch(part.id)?.type ?? null;
  return (
    <section aria-labelledby={`${part.id}-title`}>
      <h2 id={`${part.id}-title`}>{t(part.title)}</h2>
      <div className={styles.grid}>
        <TypeSelect
          label={t(part.typeLabel)}
          value={type}
          choices={choices(part.enumObject, part.enumName, part.typesOf(config))}
          error={errorText(form.formState.errors[part.id]?.type?.message) ?? missing(part.missingKey)}
          onChange={(next) => part.setType(form, next)}
        />
        {shownDetails(part, type, config).map((detail) => (
          <NumberField
            key={detail.name}
            integer
            control={form.control}
            name={detail.name}
            label={t(detail.label)}
          />
        ))}
      </div>
    </section>
  );
}

/**
 * Sensor and source (spec 002 s2, s4): each shown when the type's configuration has options, required when shown;
 * changing the type resets its sub-details.
 */
export function SensorSourceSection({ missing }: { missing: (key: string) => string | undefined }) {
  const { draft } = useWizard();
  const config = draft.configuration.acquisitionConfig;
  return (
    <>
      {[SENSOR, SOURCE]
        .filter((part) => part.shown(config))
        .map((part) => (
          <PartSection key={part.id} part={part} missing={missing} />
        ))}
    </>
  );
}
