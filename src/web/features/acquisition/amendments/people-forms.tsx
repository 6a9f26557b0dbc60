import { Dropdown, Field, makeStyles, Option, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
import type { TAcquisitionContactPerson } from '@/domain/schemas/acquisition';
import type { AmendmentProblem } from '@/domain/rules/amendment-rules';
import type { SectionData } from './amendment-api';
import { TextInput, useProblemText } from './form-bits';
import { useCompanyList, useContactPersonList } from './reference-lists';
import { useFormStyles } from './simple-forms';

const useStyles = makeStyles({
  group: { display: 'grid', gap: tokens.spacingVerticalS },
  others: { margin: 0, paddingLeft: tokens.spacingHorizontalL },
});

/** A picker of ids (uuid or number as text) with an optional 'none' entry. */
function Picker({ label, value, options, onChange, error, required, none, testId }: {
  label: string;
  value: string | null;
  options: { value: string; text: string }[];
  onChange: (value: string | null) => void;
  error?: string;
  required?: boolean;
  /** The text of the empty choice (clears the value); absent: no empty choice. */
  none?: string;
  testId?: string;
}) {
  const { t } = useTranslation('amendments');
  const selected = options.find((o) => o.value === value);
  const all = none ? [{ value: '', text: none }, ...options] : options;
  return (
    <Field label={label} required={required} validationState={error ? 'error' : 'none'} validationMessage={error}>
      <Dropdown
        data-testid={testId}
        value={selected?.text ?? (value === null && none ? none : value ?? '')}
        placeholder={t('choose')}
        selectedOptions={[value ?? '']}
        onOptionSelect={(_, d) => onChange(d.optionValue ? d.optionValue : null)}
      >
        {all.map((o) => (
          <Option key={o.value} value={o.value}>
            {o.text}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

type Conductor = SectionData<'Conductor'>;

/** Contractor (spec 001 s3 'Conductor'): one of the active companies, or none (the wizard's list). */
export function ConductorForm({ value, onChange }: { value: Conductor; onChange: (v: Conductor) => void }) {
  const { t } = useTranslation('amendments');
  const companies = useCompanyList(true);
  const options = (companies.data ?? []).map((c) => ({ value: String(c.npdId), text: c.name }));
  // The stored contractor stays choosable even if the list does not hold it (inactive since, or not loaded offline).
  if (value.companyConductorNpdId !== null && !options.some((o) => o.value === String(value.companyConductorNpdId)))
    options.unshift({ value: String(value.companyConductorNpdId), text: value.companyConductorName ?? String(value.companyConductorNpdId) });
  return (
    <Picker
      label={t('attributes.companyConductor')}
      value={value.companyConductorNpdId === null ? null : String(value.companyConductorNpdId)}
      options={options}
      none={t('noConductor')}
      testId="conductor-picker"
      onChange={(v) => {
        const npdId = v === null ? null : Number(v);
        onChange({ companyConductorNpdId: npdId, companyConductorName: npdId === null ? null : (options.find((o) => o.value === v)?.text ?? null) });
      }}
    />
  );
}

type People = SectionData<'ContactPersons'>;
type Person = TAcquisitionContactPerson;

/** The owner's own contact person (not the on-behalf company's, not an authority's). */
const isOwn = (p: Person) => !p.isOnBehalfOfCompany && (p.representing === 'Company' || p.representing === 'NOD');

/**
 * Contact person and caseworker (spec 001 s3, s5): the owner's contact person, a user of the viewer's organisation
 * (required); when the case is reported on behalf of a company, that company's contact (first and last name and e-mail
 * required, phone optional, as in the wizard). The authorities' contact persons are set by their statements and are
 * shown, not edited, here.
 */
export function ContactPersonsForm({ value, onChange, problems, onBehalf }: { value: People; onChange: (v: People) => void; problems: AmendmentProblem[]; onBehalf: boolean }) {
  const { t } = useTranslation('amendments');
  const { t: ta } = useTranslation('acquisition');
  const styles = useStyles();
  const grid = useFormStyles();
  const error = useProblemText(problems);
  const people = useContactPersonList(true);
  const list = value.contactPersons;
  const ownIndex = list.findIndex(isOwn);
  const own = ownIndex >= 0 ? list[ownIndex] : null;
  const behalfIndex = list.findIndex((p) => p.isOnBehalfOfCompany);
  const behalf = behalfIndex >= 0 ? list[behalfIndex] : null;
  const others = list.filter((p) => !isOwn(p) && !p.isOnBehalfOfCompany);
  const options = (people.data ?? []).map((p) => ({ value: p.userProfileGuid, text: p.name }));
  if (own?.userProfileId && !options.some((o) => o.value === own.userProfileId))
    options.unshift({ value: own.userProfileId, text: `${own.firstName} ${own.lastName}`.trim() });
  const replace = (index: number, person: Person) => onChange({ contactPersons: index >= 0 ? list.map((p, i) => (i === index ? person : p)) : [...list, person] });
  const emptyPerson: Person = { firstName: '', lastName: '', email: '', phone: '', userProfileId: null, representing: 'Company', isOnBehalfOfCompany: false, onBehalfOfCompanyContactPerson: false };
  const ownAt = ownIndex >= 0 ? ownIndex : list.length;
  const setBehalf = (patch: Partial<Person>) =>
    replace(behalfIndex, { ...(behalf ?? { ...emptyPerson, isOnBehalfOfCompany: true, onBehalfOfCompanyContactPerson: true }), ...patch });
  const behalfAt = behalfIndex >= 0 ? behalfIndex : list.length;
  return (
    <div className={styles.group}>
      <div className={grid.grid}>
        <Picker
          label={t('attributes.contactPersonName')}
          required
          testId="contact-person-picker"
          value={own?.userProfileId ?? null}
          options={options}
          error={error(`contactPersons.${ownAt}.userProfileId`)}
          onChange={(userProfileId) => {
            const chosen = people.data?.find((p) => p.userProfileGuid === userProfileId);
            const base = own ?? emptyPerson;
            // The phone is the service's (it looks the user up); the list has none, so it is left out of the local diff.
            replace(ownIndex, { ...base, userProfileId, firstName: chosen?.firstName ?? '', lastName: chosen?.lastName ?? '', email: chosen?.mail ?? '', phone: userProfileId === base.userProfileId ? base.phone : '' });
          }}
        />
      </div>
      {onBehalf && (
        <>
          <Text weight="semibold">{t('onBehalfContact')}</Text>
          <div className={grid.grid}>
            <TextInput label={t('attributes.firstName')} required value={behalf?.firstName ?? ''} error={error(`contactPersons.${behalfAt}.firstName`)} onChange={(v) => setBehalf({ firstName: v ?? '' })} />
            <TextInput label={t('attributes.lastName')} required value={behalf?.lastName ?? ''} error={error(`contactPersons.${behalfAt}.lastName`)} onChange={(v) => setBehalf({ lastName: v ?? '' })} />
            <TextInput label={t('attributes.email')} required value={behalf?.email ?? ''} error={error(`contactPersons.${behalfAt}.email`)} onChange={(v) => setBehalf({ email: v ?? '' })} />
            <TextInput label={t('attributes.phone')} value={behalf?.phone ?? ''} error={error(`contactPersons.${behalfAt}.phone`)} onChange={(v) => setBehalf({ phone: v ?? '' })} />
          </div>
        </>
      )}
      {others.length > 0 && (
        <>
          <Text weight="semibold">{t('authorityContacts')}</Text>
          <ul className={styles.others}>
            {others.map((p) => (
              <li key={`${p.representing}:${p.email}`}>{`${p.firstName} ${p.lastName} (${ta(`details.representingValues.${p.representing}`)})`}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
