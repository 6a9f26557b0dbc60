import {
  Link,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useMissingItems } from '../use-missing-items';
import type { SubmitError } from '../use-submit';
import { useWizard } from '../wizard-context';
import type { WizardStep } from '../wizard-steps';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL },
  list: { margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '4px' },
});

/**
 * Step 3, summary (spec 002 s2): every missing required item with a link back to its step (the link does not save
 * first), the company-prefix error, and the API error block of a failed Save and submit (spec 002 s8).
 */
export function SummaryStep({
  onGoToStep,
  submitError,
}: {
  onGoToStep: (step: WizardStep) => void;
  submitError: SubmitError | null;
}) {
  const { t } = useTranslation('draft');
  const styles = useStyles();
  const { draft } = useWizard();
  const missing = useMissingItems();
  return (
    <div className={styles.root}>
      {!draft.configuration.companyHasPrefix && (
        <MessageBar intent="error" layout="multiline" data-testid="company-prefix-error">
          <MessageBarBody>{t('summary.companyPrefixMissing')}</MessageBarBody>
        </MessageBar>
      )}
      {missing.length > 0 ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('summary.missing')}</MessageBarTitle>
            <ul className={styles.list} data-testid="missing-items">
              {missing.map((item) => (
                <li key={item.key}>
                  {item.text}{' '}
                  {item.step !== 'summary' && (
                    <Link as="button" onClick={() => onGoToStep(item.step)}>
                      {t('summary.goTo', { step: t(`steps.${item.step}`) })}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      ) : (
        <MessageBar intent="success">
          <MessageBarBody>{t('summary.complete')}</MessageBarBody>
        </MessageBar>
      )}
      {submitError && (
        <MessageBar intent="error" layout="multiline" role="alert" data-testid="submit-error">
          <MessageBarBody>
            <MessageBarTitle>{t('summary.apiError')}</MessageBarTitle>
            {submitError.kind === 'offline'
              ? t('summary.offline')
              : submitError.kind === 'api'
                ? `${submitError.error.userMessage}${submitError.error.correlationId ? ` (${submitError.error.correlationId})` : ''}`
                : submitError.message}
          </MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
