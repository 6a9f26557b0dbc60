import { Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../components/use-translation';
import { saveGdprCall, type TGdprCheck } from '@/domain/schemas/user-profile';
import { callApi } from '../../api/client';
import { authKeys } from './api/auth-keys';
import { useSessionActions } from './session-actions';
import { PageTitle } from '../../components/page-title';

const useStyles = makeStyles({
  root: {
    maxWidth: '48rem',
    margin: '0 auto',
    padding: tokens.spacingHorizontalL,
    display: 'grid',
    gap: tokens.spacingVerticalL,
  },
  text: {
    whiteSpace: 'pre-wrap',
    padding: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    maxHeight: '55vh',
    overflowY: 'auto',
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, justifyContent: 'flex-end', flexWrap: 'wrap' },
});

/** The server-supplied GDPR text with log out and accept (spec 000 section 2). */
export function GdprScreen({ check }: { check: TGdprCheck }) {
  const { t } = useTranslation('auth');
  const styles = useStyles();
  const queryClient = useQueryClient();
  const { signOut } = useSessionActions();
  const accept = useMutation({
    mutationFn: () => callApi(saveGdprCall, { body: { textId: check.textId ?? 0 } }),
    onSuccess: () => queryClient.setQueryData(authKeys.gdpr(), { ...check, requireGdprConfirmation: false }),
    onError: (error) => console.error('Error saving GDPR response', error),
  });
  return (
    <main className={styles.root} id="main">
      <PageTitle title={t('gdpr.title')} />
      <Text as="h1" size={600} weight="semibold">
        {t('gdpr.title')}
      </Text>
      <Text>{t('gdpr.intro')}</Text>
      <section className={styles.text} tabIndex={0} aria-label={t('gdpr.title')}>
        {check.gdprText}
      </section>
      {accept.isError && (
        <MessageBar intent="error">
          <MessageBarBody>{t('gdpr.saveFailed')}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button onClick={() => void signOut()}>{t('logOut')}</Button>
        <Button appearance="primary" disabled={accept.isPending} onClick={() => accept.mutate()}>
          {t('gdpr.accept')}
        </Button>
      </div>
    </main>
  );
}
