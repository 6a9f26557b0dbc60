import { Checkbox, Input, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import type { LicenceKind } from '@/domain/enums/licence-kind';
import { isApiError } from '../../../api/client';
import { useNotify } from '../../../components/notify';
import { useDraftLicences, useToggleLicence } from '../api/draft-licences';
import { useCompanyLicences } from '../api/get-reference';
import { useWizard } from '../wizard-context';
import { BusySpinner } from '../../../components/busy-spinner';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    maxHeight: '15rem',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    padding: tokens.spacingHorizontalXS,
  },
});

function LicenceKindList({ kind }: { kind: LicenceKind }) {
  const { t } = useTranslation('draft');
  const styles = useStyles();
  const notify = useNotify();
  const { id, draft } = useWizard();
  const company = useCompanyLicences(kind, draft.configuration.companyId);
  const onDraft = useDraftLicences(id, [kind])[kind] ?? [];
  const toggle = useToggleLicence(id);
  const [filter, setFilter] = useState('');
  const chosen = new Set(onDraft.map((l) => l.npdIdLicence));
  const shown = (company.data ?? []).filter((l) =>
    `${l.name} ${l.npdId}`.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  const title = t(`area.licenceKind.${kind}`);

  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 4 }}>
      <legend>
        <Text weight="semibold">{title}</Text>
      </legend>
      {company.isPending ? (
        <BusySpinner size="tiny" />
      ) : (company.data ?? []).length === 0 ? (
        <Text>{t('area.noLicences')}</Text>
      ) : (
        <>
          {(company.data ?? []).length > 8 && (
            <Input
              size="small"
              aria-label={`${t('area.licenceFilter')}: ${title}`}
              placeholder={t('area.licenceFilter')}
              value={filter}
              onChange={(_, d) => setFilter(d.value)}
            />
          )}
          <div className={styles.list}>
            {shown.map((licence) => (
              <Checkbox
                key={licence.id}
                label={`${licence.name} (${licence.npdId})`}
                checked={chosen.has(licence.npdId)}
                onChange={(_, d) =>
                  void toggle(kind, licence, d.checked === true).catch((error) =>
                    notify(
                      `${t('nav.saveFailed')}${isApiError(error) ? `: ${error.userMessage}` : ''}`,
                      'error',
                    ),
                  )
                }
              />
            ))}
          </div>
        </>
      )}
    </fieldset>
  );
}

/** Licences of the kinds the type requires, toggled and saved at once, reverted with 'save failed' (spec 002 s4, s8). */
export function LicencesSection({ error }: { error?: string }) {
  const { t } = useTranslation('draft');
  const { draft } = useWizard();
  const { licenceKinds, requiresLicence } = draft.configuration.acquisitionConfig;
  if (licenceKinds.length === 0) return null;
  return (
    <section aria-labelledby="licences-title">
      <h2 id="licences-title">
        {t('area.licences')}
        {requiresLicence && (
          <span aria-hidden style={{ color: tokens.colorPaletteRedForeground1 }}>
            {' '}
            *
          </span>
        )}
      </h2>
      {/* Not a Fluent Field: a Field gives its one control id to every checkbox inside it. */}
      <div style={{ display: 'grid', gap: 12 }}>
        {licenceKinds.map((kind) => (
          <LicenceKindList key={kind} kind={kind} />
        ))}
        <Text size={200}>{t('area.licencesHint')}</Text>
        {error && (
          <Text role="alert" style={{ color: tokens.colorPaletteRedForeground1 }}>
            {error}
          </Text>
        )}
      </div>
    </section>
  );
}
