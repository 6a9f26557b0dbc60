import { Text } from '@fluentui/react-components';
import { useTranslation } from '../../components/use-translation';
import { BusySpinner } from '../../components/busy-spinner';
import { PageTitle } from '../../components/page-title';
import type { WizardStep } from './wizard-steps';
import { useWizardLayout } from './wizard-layout';

/**
 * The wizard's page while its draft opens: the step's heading where the wizard draws it, and a spinner below. The
 * heading is the page's largest text, so it is on screen from the start (issue 27: LCP waited for the whole wizard).
 */
export function WizardLoading({ step }: { step: WizardStep }) {
  const { t } = useTranslation('draft');
  const styles = useWizardLayout();
  return (
    <main id="main" className={styles.root}>
      <div className={styles.main}>
        <div className={styles.title}>
          <PageTitle title={`${t(`steps.${step}`)} – ${t('pageTitle')}`} />
          <Text as="h1" size={600} weight="semibold">
            {t(`steps.${step}`)}
          </Text>
        </div>
        <BusySpinner size="medium" className={styles.busy} label={t('loading')} labelPosition="after" />
      </div>
    </main>
  );
}
