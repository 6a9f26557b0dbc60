import { Text } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useTranslation } from '../../components/use-translation';
import { PageMessage } from '../../components/page-message';
import { requestSignIn, SIGN_IN_RETRY_MS } from './sign-in';

/** Asks for the sign-in redirect now and again (at most once per 2000 ms) while the caller stays mounted. */
export function useSignInRequests(): void {
  useEffect(() => {
    requestSignIn();
    const retry = setInterval(requestSignIn, SIGN_IN_RETRY_MS);
    return () => clearInterval(retry);
  }, []);
}

/** An unauthenticated user is sent to sign-in; retried (at most once per 2000 ms) while this stays on screen. */
export function SignInRedirect() {
  const { t } = useTranslation('auth');
  useSignInRequests();
  return (
    <PageMessage busy>
      <Text>{t('signingIn')}</Text>
    </PageMessage>
  );
}
