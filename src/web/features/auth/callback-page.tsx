import { Button, MessageBar, MessageBarBody, Text } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../components/use-translation';
import { useNavigate } from 'react-router-dom';
import { clearPersistedCache } from '../../api/query-client';
import { PageMessage } from '../../components/page-message';
import { completeSignIn, requestSignIn, type SignInResult } from './sign-in';

/** One completion per callback URL (React may run effects twice; the sign-in state can be used only once). */
const completions = new Map<string, Promise<SignInResult>>();

function completeOnce(url: string): Promise<SignInResult> {
  let completion = completions.get(url);
  if (!completion) {
    completion = completeSignIn(url);
    completions.set(url, completion);
  }
  return completion;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return (error as Error & { userMessage?: string }).userMessage ?? error.message;
  return String(error);
}

/**
 * /callback: checks the state, exchanges the code for a token, then goes to the URL first asked for (or '/'); when
 * another user than the device's last one signed in, that user's cached answers are dropped first.
 */
export function CallbackPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    completeOnce(window.location.href).then(
      ({ target, otherUser }) => {
        if (!active) return;
        // Another user than the device's last one: nothing cached for that user stays (in memory or persisted).
        if (otherUser) {
          queryClient.clear();
          clearPersistedCache();
        }
        navigate(target, { replace: true });
      },
      (failure: unknown) => active && setError(messageOf(failure)),
    );
    return () => {
      active = false;
    };
  }, [navigate, queryClient]);

  if (error) {
    return (
      <PageMessage
        title={t('signInFailed')}
        actions={
          <Button appearance="primary" onClick={requestSignIn}>
            {t('signInAgain')}
          </Button>
        }
      >
        <MessageBar intent="error" layout="multiline" style={{ width: '100%' }}>
          <MessageBarBody role="alert">{t('authenticationError', { message: error })}</MessageBarBody>
        </MessageBar>
      </PageMessage>
    );
  }
  return (
    <PageMessage busy>
      <Text>{t('completingSignIn')}</Text>
    </PageMessage>
  );
}

export default CallbackPage;
