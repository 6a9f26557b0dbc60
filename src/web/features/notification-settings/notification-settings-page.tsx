import { Button, makeStyles, MessageBar, MessageBarBody, Radio, RadioGroup, Spinner, Text, tokens } from '@fluentui/react-components';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../components/use-translation';
import type { TNotificationKind, TNotificationMode } from '@/domain/notifications/kinds';
import { NOTIFICATION_MODES } from '@/domain/notifications/kinds';
import { notificationSettingsCall, saveNotificationSettingsCall } from '@/domain/schemas/notifications';
import { callApi } from '../../api/client';
import { PageTitle } from '../../components/page-title';

const KEY = ['notification-settings'] as const;

const useStyles = makeStyles({
  main: { padding: tokens.spacingHorizontalL, maxWidth: '50rem', margin: '0 auto', width: '100%', boxSizing: 'border-box' },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalL },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(12rem, 1fr) auto',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingBottom: tokens.spacingVerticalXS,
    '@media (max-width: 600px)': { gridTemplateColumns: '1fr' },
  },
  actions: { marginTop: tokens.spacingVerticalL, display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

/** /varsler (issue 24): for each kind of notification, 'straks', 'daglig sammendrag' or 'av'. */
export default function NotificationSettingsPage() {
  const { t } = useTranslation('notifications');
  const styles = useStyles();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: () => callApi(notificationSettingsCall) });
  const [changed, setChanged] = useState<Partial<Record<TNotificationKind, TNotificationMode>>>({});
  const save = useMutation({
    mutationFn: () => callApi(saveNotificationSettingsCall, { body: { settings: Object.entries(changed).map(([kind, mode]) => ({ kind: kind as TNotificationKind, mode: mode! })) } }),
    onSuccess: (data) => {
      queryClient.setQueryData(KEY, data);
      setChanged({});
    },
  });
  const data = query.data;
  const groups = data ? [
    { title: t('settings.tasks'), items: data.settings.filter((s) => s.isTask) },
    { title: t('settings.information'), items: data.settings.filter((s) => !s.isTask) },
  ] : [];
  return (
    <main id="main" className={styles.main}>
      <PageTitle title={t('settings.title')} />
      <Text as="h1" size={700} weight="semibold" block>
        {t('settings.title')}
      </Text>
      <Text block>{t('settings.intro')}</Text>
      {data && <Text block>{t('settings.digestHour', { hour: String(data.digestHour).padStart(2, '0') + ':00' })}</Text>}
      {query.isPending && <Spinner />}
      {groups.map((g) => (
        <section key={g.title} className={styles.group} aria-label={g.title}>
          <Text as="h2" size={500} weight="semibold">
            {g.title}
          </Text>
          {g.items.map((s) => (
            <div key={s.kind} className={styles.row}>
              <Text id={`kind-${s.kind}`}>{t(`kinds.${s.kind}`)}</Text>
              <RadioGroup
                layout="horizontal"
                aria-labelledby={`kind-${s.kind}`}
                value={changed[s.kind] ?? s.mode}
                onChange={(_, d) => setChanged((c) => ({ ...c, [s.kind]: d.value as TNotificationMode }))}
              >
                {NOTIFICATION_MODES.map((mode) => (
                  <Radio key={mode} value={mode} label={t(`modes.${mode}`)} />
                ))}
              </RadioGroup>
            </div>
          ))}
        </section>
      ))}
      {data && (
        <div className={styles.actions}>
          <Button appearance="primary" disabled={Object.keys(changed).length === 0 || save.isPending} onClick={() => save.mutate()}>
            {t('settings.save')}
          </Button>
          {save.isSuccess && Object.keys(changed).length === 0 && (
            <MessageBar intent="success" role="status">
              <MessageBarBody>{t('settings.saved')}</MessageBarBody>
            </MessageBar>
          )}
        </div>
      )}
    </main>
  );
}
