import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import { OutboxProblems } from '../../../offline/outbox-problems';
import { AmendmentConflictDialog } from '../amendments/amendment-conflict';
import { AmendmentProvider } from '../amendments/amendment-context';
import { LicencesSection } from './licences-section';
import { ContactPersonsSection, FisheriesExpertSection, VesselsSection } from './people-sections';
import {
  AmountSection,
  ConductorSection,
  GeneralCommentSection,
  SensorSection,
  SourceSection,
} from './simple-sections';
import { TimeAndAreaSection } from './time-and-area-section';

const useStyles = makeStyles({ root: { display: 'grid', gap: tokens.spacingVerticalL } });

/**
 * The details tab's read view (spec 001 s2.4), every section in the spec's order: additional information,
 * quantities, time period and area, licences, contact person and caseworker, contractor, fisheries experts, vessels
 * and ports of call, sources, sensors. Each section has Edit / Cancel / Save changes for holders of update:acquisition
 * (amendments/, one section at a time); a change waiting on this device or in conflict shows above.
 */
export function DetailsTab({ acquisition }: { acquisition: TAcquisition }) {
  const { t } = useTranslation('acquisition');
  const styles = useStyles();
  const id = acquisition.id;
  return (
    <AmendmentProvider acquisition={acquisition}>
      <section className={styles.root} aria-label={t('details.label')}>
        <OutboxProblems entityId={id} />
        <AmendmentConflictDialog id={id} />
        <GeneralCommentSection id={id} />
        <AmountSection id={id} showKm2={acquisition.acquisitionConfig.showKm2Quantity} />
        <TimeAndAreaSection acquisition={acquisition} />
        <LicencesSection id={id} />
        <ContactPersonsSection id={id} />
        <ConductorSection id={id} />
        <FisheriesExpertSection id={id} />
        <VesselsSection id={id} />
        <SourceSection id={id} />
        <SensorSection id={id} />
      </section>
    </AmendmentProvider>
  );
}
