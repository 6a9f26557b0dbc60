import { Button, Text } from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../components/use-translation';
import { forgetDeviceSession, getToken, takeOriginalUrl } from '../../api/session-storage';
import { PageMessage } from '../../components/page-message';
import { forgetSession, signOut } from './session-actions';
import { clearStaleSignInState, requestSignIn } from './sign-in';

/**
 * /logout: the sign-out handler and the signed-out page. With a session still present it signs out (the provider
 * then returns here); without one it clears stale sign-in state and offers to sign in again.
 */
export function SignedOutPage() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [signingOut] = useState(() => getToken() !== null);

  useEffect(() => {
    if (signingOut) {
      void signOut(queryClient);
      return;
    }
    clearStaleSignInState();
    takeOriginalUrl();
    forgetSession(queryClient);
    forgetDeviceSession();
  }, [signingOut, queryClient]);

  if (signingOut) return <PageMessage busy title={t('signingOut')} />;
  return (
    <PageMessage
      title={t('signedOutTitle')}
      icon={<SignOutRegular aria-hidden fontSize={48} />}
      actions={
        <Button appearance="primary" onClick={requestSignIn}>
          {t('signIn')}
        </Button>
      }
    >
      <Text>{t('signedOutText')}</Text>
    </PageMessage>
  );
}

export default SignedOutPage;
