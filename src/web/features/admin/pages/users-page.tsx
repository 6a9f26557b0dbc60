import { Button, Tooltip } from '@fluentui/react-components';
import { Copy20Regular, Delete20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import type { TAdminUser } from '@/domain/schemas/admin-users';
import { isApiError } from '../../../api/client';
import { formatDate } from '../../../components/format-date';
import { useNotify } from '../../../components/notify';
import { useOnlineStatus } from '../../../offline/online-status';
import { useSession } from '@/web/session/use-session';
import { useAdminUsers } from '../api/get-admin-lists';
import { useDeleteUser } from '../api/user-calls';
import { ConfirmDialog } from '../dialogs/confirm-dialog';
import { AdminTable, type AdminColumn } from '../list/admin-table';
import { useListPreferences } from '../list/list-preferences';
import { useEnumLabels } from '../use-enum-label';
import { copyText } from './copy-text';
import { YesNo } from './yes-no';

/** The e-mail addresses of the active users, separated by semicolons (spec 000 section 2). */
export function activeEmails(users: readonly TAdminUser[]): string {
  return users
    .filter((u) => u.isActive && u.email.trim())
    .map((u) => u.email.trim())
    .join(';');
}

export function UsersPage() {
  const { t } = useTranslation('admin');
  const { roleLabel } = useEnumLabels();
  const { role, profile } = useSession();
  const online = useOnlineStatus();
  const notify = useNotify();
  const users = useAdminUsers();
  const remove = useDeleteUser();
  const [deleting, setDeleting] = useState<TAdminUser>();
  const [preferences, setPreferences] = useListPreferences(role, 'users', { sortColumn: 'name', sortDirection: 'ascending', filter: '' });
  const roles = (u: TAdminUser) => [...new Set(u.role.split(', ').filter(Boolean).map(roleLabel))].join(', ');
  const columns: AdminColumn<TAdminUser>[] = [
    { id: 'name', label: t('users.name'), value: (u) => u.name },
    { id: 'email', label: t('users.email'), value: (u) => u.email },
    { id: 'role', label: t('users.role'), value: roles },
    { id: 'companyName', label: t('users.companyName'), value: (u) => u.companyName },
    { id: 'isActive', label: t('users.isActive'), value: (u) => u.isActive, render: (u) => <YesNo value={u.isActive} /> },
    { id: 'lastLogin', label: t('users.lastLogin'), value: (u) => u.lastLogin, render: (u) => formatDate(u.lastLogin, 'dateTime') },
  ];
  const copy = async () => {
    const emails = activeEmails(users.data ?? []);
    const ok = await copyText(emails);
    notify(ok ? t('users.copied', { count: emails ? emails.split(';').length : 0 }) : t('users.copyFailed'), ok ? 'success' : 'error');
  };
  const confirmDelete = (user: TAdminUser) =>
    remove.mutate(user.id, {
      onSuccess: () => notify(t('users.deleted'), 'success'),
      onError: (failure) => notify(t('users.deleteFailed', { message: isApiError(failure) ? failure.userMessage : failure.message }), 'error'),
      onSettled: () => setDeleting(undefined),
    });
  return (
    <>
      <AdminTable
        label={t('tabs.users')}
        rows={users.data}
        columns={columns}
        rowId={(u) => u.id}
        preferences={preferences}
        onPreferences={setPreferences}
        isLoading={users.isLoading}
        error={users.error}
        toolbar={
          <Button icon={<Copy20Regular />} disabled={!users.data} onClick={copy}>
            {t('users.copyEmails')}
          </Button>
        }
        actions={(u) => {
          const why = u.id === profile.id ? t('users.cannotDeleteSelf') : !u.isActive ? t('users.alreadyInactive') : undefined;
          const button = (
            <Button
              size="small"
              icon={<Delete20Regular />}
              aria-label={`${t('users.delete')} ${u.name}`}
              disabled={!why && !online}
              disabledFocusable={!!why}
              onClick={() => setDeleting(u)}
            >
              {t('users.delete')}
            </Button>
          );
          return why ? (
            <Tooltip content={why} relationship="description">
              {button}
            </Tooltip>
          ) : (
            button
          );
        }}
      />
      {deleting && (
        <ConfirmDialog
          title={t('users.deleteTitle')}
          body={t('users.deleteBody', { name: deleting.name })}
          confirmLabel={t('users.delete')}
          busy={remove.isPending}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => setDeleting(undefined)}
        />
      )}
    </>
  );
}
