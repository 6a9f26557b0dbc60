import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
import { LawCategory } from '@/domain/enums/law-category';
import { useCompanies, useContactPersons, useNpdApprovers } from '../api/get-reference';
import { ContactPersonFields } from '../form/contact-person-fields';
import { NumberField, SelectField, TextField, YesNoField } from '../form/fields';
import { missingTexts, useMissingItems } from '../use-missing-items';
import { useWizard } from '../wizard-context';
import { ExpertsSection } from './experts-section';
import { SensorSourceSection } from './sensor-source-section';
import { VesselsSection } from './vessels-section';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(13rem, 100%), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

/** Step 2, gathered information (spec 002 s2): every field with its rule (spec 002 s5). */
export function GatheredStep() {
  const { t } = useTranslation('draft');
  const styles = useStyles();
  const { draft, form } = useWizard();
  const { acquisitionConfig: config, lawCategory, onBehalfOfCompany } = draft.configuration;
  const government = lawCategory === LawCategory.PerformedByGovernment;
  const missing = useMissingItems();
  const missingText = missingTexts(missing, 'gatheredinformation');
  const missingFor = (key: string) => missing.find((m) => m.key === key)?.text;
  const companies = useCompanies();
  const approvers = useNpdApprovers(government);
  const contacts = useContactPersons();
  const c = form.control;
  return (
    <div className={styles.root}>
      {missingText.length > 0 && (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{missingText.join(' · ')}</MessageBarBody>
        </MessageBar>
      )}
      <section aria-labelledby="comments-title" className={styles.root}>
        <h2 id="comments-title">{t('gathered.comments')}</h2>
        {config.showDataSalable && (
          <YesNoField
            control={c}
            name="dataSalable"
            label={t('gathered.dataSalable')}
            required
            yes={t('gathered.yes')}
            no={t('gathered.no')}
            error={missingFor('dataSalable')}
          />
        )}
        <TextField
          control={c}
          name="environmentalComment"
          label={t('gathered.environmentalComment')}
          required
          multiline
          resize="vertical"
          error={missingFor('environmentalComment')}
        />
        <TextField
          control={c}
          name="generalComment"
          label={t('gathered.generalComment')}
          multiline
          resize="vertical"
          nullable
        />
      </section>
      <section aria-labelledby="quantities-title">
        <h2 id="quantities-title">{t('gathered.quantities')}</h2>
        <div className={styles.grid}>
          <NumberField control={c} name="quantityKm" label={t('gathered.quantityKm')} />
          {config.showKm2Quantity && (
            <NumberField control={c} name="quantityKm2" label={t('gathered.quantityKm2')} />
          )}
          <NumberField control={c} name="quantityTb" label={t('gathered.quantityTb')} />
        </div>
      </section>
      <SensorSourceSection missing={missingFor} />
      <VesselsSection error={missingFor('vesselRole') ?? missingFor('vesselHarbour')} />
      <ExpertsSection />
      <section aria-labelledby="people-title" className={styles.grid}>
        <h2 id="people-title" style={{ gridColumn: '1 / -1' }}>
          {t('gathered.people')}
        </h2>
        <SelectField
          control={c}
          name="companyConductorNpdId"
          label={t('gathered.contractor')}
          choices={(companies.data ?? []).map((co) => ({ value: co.npdId, label: co.name }))}
        />
        {government && (
          <SelectField
            control={c}
            name="approverUserId"
            label={t('gathered.approver')}
            required
            error={missingFor('approver')}
            choices={(approvers.data ?? []).map((a) => ({
              value: a.userProfileId,
              label: `${a.firstName} ${a.lastName}`,
            }))}
          />
        )}
        <SelectField
          control={c}
          name="contactPersonUserId"
          label={t('gathered.contactPerson')}
          choices={(contacts.data ?? []).map((p) => ({ value: p.userProfileGuid, label: p.name }))}
        />
        {onBehalfOfCompany && <ContactPersonFields control={c} prefix="onBehalfOfCompanyContactPersonInfo" />}
      </section>
    </div>
  );
}
