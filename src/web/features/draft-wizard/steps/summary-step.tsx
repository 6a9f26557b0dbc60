import {
  Link,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
import { useSubmitReadiness } from '../use-missing-items';
import type { SubmitError } from '../use-submit';
import type { WizardStep } from '../wizard-steps';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalL },
  list: { margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '4px' },
});

type ListItem = { key: string; step: WizardStep; text: string };

/** A list of items, each with a link back to the step where it is fixed (the link does not save first). */
function StepLinkList({
  items,
  onGoToStep,
  testId,
}: {
  items: ListItem[];
  onGoToStep: (step: WizardStep) => void;
  testId: string;
}) {
  const { t } = useTranslation('draft');
  const styles = useStyles();
  return (
    <ul className={styles.list} data-testid={testId}>
      {items.map((item) => (
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
  );
}

/**
 * Step 3, summary (spec 002 s2): every missing required item with a link back to its step, by the rule of the
 * service's submit (submitReadiness), the prefix error, the date warnings before submit (spec 002 s5, not blocking),
 * and the API error block of a failed Save and submit (spec 002 s8) with the items the service found missing.
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
  const readiness = useSubmitReadiness();
  const { missing } = readiness;
  const refused =
    submitError?.kind === 'api'
      ? submitError.missing.map((item) => ({ ...item, text: readiness.textOf(item.key) }))
      : [];
  return (
    <div className={styles.root}>
      {readiness.prefixMissing && (
        <MessageBar intent="error" layout="multiline" data-testid="company-prefix-error">
          <MessageBarBody>{t('summary.companyPrefixMissing')}</MessageBarBody>
        </MessageBar>
      )}
      {missing.length > 0 ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('summary.missing')}</MessageBarTitle>
            <StepLinkList items={missing} onGoToStep={onGoToStep} testId="missing-items" />
          </MessageBarBody>
        </MessageBar>
      ) : (
        !readiness.prefixMissing && (
          <MessageBar intent="success" data-testid="summary-complete">
            <MessageBarBody>{t('summary.complete')}</MessageBarBody>
          </MessageBar>
        )
      )}
      {readiness.dateWarnings.length > 0 && (
        <MessageBar intent="warning" layout="multiline" data-testid="date-warnings">
          <MessageBarBody>
            <MessageBarTitle>{t('summary.dateWarnings')}</MessageBarTitle>
            <StepLinkList
              items={readiness.dateWarnings.map((text) => ({ key: text, step: 'area', text }))}
              onGoToStep={onGoToStep}
              testId="date-warning-items"
            />
            {t('summary.dateWarningsHint')}
          </MessageBarBody>
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
            {refused.length > 0 && (
              <>
                <div>{t('summary.refused')}</div>
                <StepLinkList items={refused} onGoToStep={onGoToStep} testId="submit-missing-items" />
              </>
            )}
          </MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
