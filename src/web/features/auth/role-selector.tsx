import {
  Button,
  Card,
  CardHeader,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
} from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../components/use-translation';
import { setUserContextCall } from '@/domain/schemas/user-context';
import type { Role } from '@/domain/roles';
import { callApi, isApiError } from '../../api/client';
import { getPendingContextChoice, setPendingContextChoice, setUserContext } from '../../api/session-storage';
import { AccessDeniedDialog } from './access-denied-dialog';
import { useUserContextOptionsQuery } from './api/get-user-context-options';
import { contextErrorText, resumedChoice, soleChoice } from './context-choice';
import { useSessionActions } from './session-actions';
import { PageTitle } from '../../components/page-title';

const useStyles = makeStyles({
  root: {
    maxWidth: '44rem',
    margin: '0 auto',
    padding: tokens.spacingHorizontalL,
    display: 'grid',
    gap: tokens.spacingVerticalL,
  },
  roles: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** One organisation: a group named after it, holding a button per role. */
function OrganisationCard({ name, children }: { name: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card role="group" aria-labelledby={id}>
      <CardHeader
        header={
          <Text as="h2" weight="semibold" id={id}>
            {name}
          </Text>
        }
      />
      {children}
    </Card>
  );
}

/** No answer at all (a bad link) is tried until it answers; a 5xx up to five times; a refusal is not tried again. */
function retryChoice(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.responseStatus === 0) return true;
  return error.responseStatus >= 500 && failureCount < 5;
}

/** Shown while no user context is stored: organisations, each with its roles (spec 000 section 2). */
export function RoleSelector() {
  const { t } = useTranslation('auth');
  const styles = useStyles();
  const options = useUserContextOptionsQuery();
  const { signOut } = useSessionActions();
  const choose = useMutation({
    mutationFn: (choice: { organizationId: number; roleId: Role }) =>
      callApi(setUserContextCall, { body: choice }),
    // Kept in the tab until answered: a reload meanwhile sends it again (below) instead of asking once more.
    onMutate: (choice) => setPendingContextChoice(choice),
    onSuccess: (context) => setUserContext(context),
    onError: () => setPendingContextChoice(null),
    // A bad link (no answer, 5xx) is tried again like any other call, and the page says so (below).
    retry: retryChoice,
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
  });
  const retrying = choose.isPending && choose.failureCount > 0;
  const retryText = retrying
    ? t('roleSelector.retrying', {
        message: contextErrorText(choose.failureReason, t('roleSelector.unknownError')),
      })
    : '';

  // With exactly one organisation and one role there is nothing to choose: it is chosen at once. A choice the page
  // before a reload sent and never saw answered is sent again.
  const [pending] = useState(getPendingContextChoice);
  const automatic = soleChoice(options.data) ?? resumedChoice(options.data, pending);
  const { mutate } = choose;
  useEffect(() => {
    if (automatic) mutate(automatic);
  }, [automatic?.organizationId, automatic?.roleId, mutate]); // eslint-disable-line react-hooks/exhaustive-deps

  if (options.isPending || (automatic && !choose.isError))
    return <Spinner label={retrying ? retryText : t('signingIn')} role="status" />;
  if (options.isError || options.data.organizations.length === 0)
    return <AccessDeniedDialog canChangeRole={false} />;

  return (
    <main className={styles.root} id="main">
      <PageTitle title={t('roleSelector.title')} />
      <Text as="h1" size={600} weight="semibold">
        {t('roleSelector.title')}
      </Text>
      <Text>{t('roleSelector.intro')}</Text>
      {retrying && (
        <MessageBar intent="warning" role="status">
          <MessageBarBody>{retryText}</MessageBarBody>
        </MessageBar>
      )}
      {choose.isError && (
        <MessageBar intent="error">
          <MessageBarBody>
            {t('roleSelector.error', {
              message: contextErrorText(choose.error, t('roleSelector.unknownError')),
            })}
          </MessageBarBody>
        </MessageBar>
      )}
      {options.data.organizations.map((organisation) => (
        <OrganisationCard key={organisation.id} name={organisation.name}>
          <div className={styles.roles}>
            {organisation.roles.map((role) => (
              <Button
                key={role.id}
                appearance="primary"
                disabled={choose.isPending}
                aria-label={t('roleSelector.choose', {
                  role: t(`roles.${role.id}`),
                  organisation: organisation.name,
                })}
                onClick={() => choose.mutate({ organizationId: organisation.id, roleId: role.id })}
              >
                {t(`roles.${role.id}`)}
              </Button>
            ))}
          </div>
        </OrganisationCard>
      ))}
      <div>
        <Button onClick={() => void signOut()}>{t('logOut')}</Button>
      </div>
    </main>
  );
}
