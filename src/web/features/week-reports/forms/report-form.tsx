import {
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { isApiError } from '../../../api/client';
import { useOnlineStatus } from '../../../offline/online-status';
import { REPORT_FORM_TITLE_ID } from './report-form-names';

const useStyles = makeStyles({
  form: { display: 'grid', gap: tokens.spacingVerticalL },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', justifyContent: 'flex-end' },
});

/**
 * The frame of the three report forms: the offline and restored notes, the fields, the save error, Cancel and Save. Its
 * title is the page's (week-reports-page.tsx: shown before the form's code has loaded), which names the form.
 */
export function ReportForm({
  saveLabel,
  saving,
  restored,
  error,
  hasFieldErrors,
  onSubmit,
  onCancel,
  children,
}: {
  saveLabel: string;
  saving: boolean;
  restored: boolean;
  error: unknown;
  hasFieldErrors: boolean;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('week-reports');
  const styles = useStyles();
  const online = useOnlineStatus();
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={REPORT_FORM_TITLE_ID}>
      <Text size={200}>{t('form.required')}</Text>
      {!online && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{t('form.offlineNote')}</MessageBarBody>
        </MessageBar>
      )}
      {restored && (
        <MessageBar intent="info" layout="multiline" data-testid="form-restored">
          <MessageBarBody>{t('form.restored')}</MessageBarBody>
        </MessageBar>
      )}
      {children}
      <SaveError error={error} hasFieldErrors={hasFieldErrors} />
      <div className={styles.actions}>
        <Button onClick={onCancel}>{t('form.cancel')}</Button>
        <Button appearance="primary" type="submit" disabled={saving}>
          {saving ? t('form.saving') : saveLabel}
        </Button>
      </div>
    </form>
  );
}

/** Save errors inline under the form (spec 001 s8): the service's message, and that what was typed is kept. */
function SaveError({ error, hasFieldErrors }: { error: unknown; hasFieldErrors: boolean }) {
  const { t } = useTranslation('week-reports');
  if (!error && !hasFieldErrors) return null;
  if (!error)
    return (
      <MessageBar intent="error" layout="multiline" data-testid="form-error">
        <MessageBarBody>{t('form.fixFields')}</MessageBarBody>
      </MessageBar>
    );
  const message = isApiError(error) ? error.userMessage : error instanceof Error ? error.message : String(error);
  const fields = isApiError(error) ? error.fieldMessages : [];
  return (
    <MessageBar intent="error" layout="multiline" data-testid="form-error" role="alert">
      <MessageBarBody>
        <MessageBarTitle>{t('form.failed')}</MessageBarTitle>
        {t('form.failedText', { message })}
        {fields.length > 0 && (
          <ul>
            {fields.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        <div>{t('form.failedKept')}</div>
      </MessageBarBody>
    </MessageBar>
  );
}
