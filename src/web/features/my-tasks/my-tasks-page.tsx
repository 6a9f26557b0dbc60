import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../components/use-translation';
import { Link } from 'react-router-dom';
import type { TMyTask } from '@/domain/schemas/my-tasks';
import { formatDate } from '../../components/format-date';
import { useOfflineNoticeDetail } from '../../offline/offline-notice';
import { useOnlineStatus } from '../../offline/online-status';
import { useMyTasks } from './use-my-tasks';
import { PageTitle } from '../../components/page-title';

const useStyles = makeStyles({
  main: { padding: tokens.spacingHorizontalL, maxWidth: '70rem', margin: '0 auto', width: '100%', boxSizing: 'border-box', '@media (max-width: 480px)': { padding: tokens.spacingHorizontalS } },
  list: { listStyle: 'none', margin: `${tokens.spacingVerticalM} 0 0`, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'grid',
    gridTemplateColumns: 'minmax(10rem, 2fr) minmax(10rem, 2fr) 8rem 9rem',
    gap: tokens.spacingHorizontalM,
    alignItems: 'baseline',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    '@media (max-width: 700px)': { gridTemplateColumns: '1fr 1fr' },
  },
  caseLink: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForegroundLink, overflowWrap: 'anywhere' },
  label: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, display: 'block' },
  overdue: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
  head: { '@media (max-width: 700px)': { display: 'none' } },
});

/** Where a task opens: the case's timeline at its message, or the week reports. */
export function taskHref(task: TMyTask): string {
  if (task.what === 'weekReportDue') return `/${task.acquisitionId}/weekReports`;
  return `/${task.acquisitionId}/timeline${task.messageId ? `?message=${encodeURIComponent(task.messageId)}` : ''}`;
}

/** /mine-oppgaver (issue 24): every open task of the user's party and role across all cases, sorted by deadline. */
export default function MyTasksPage() {
  const { t } = useTranslation('notifications');
  const styles = useStyles();
  const online = useOnlineStatus();
  const query = useMyTasks();
  const data = query.data;
  // Offline: the one offline bar of the shell says that the list is the last fetched one, and when it was fetched.
  useOfflineNoticeDetail(online ? null : data ? t('tasks.offline', { time: formatDate(new Date(query.dataUpdatedAt), 'dateTime') }) : t('tasks.offlineNoData'));
  return (
    <main id="main" className={styles.main}>
      <PageTitle title={t('tasks.title')} />
      <Text as="h1" size={700} weight="semibold" block>
        {t('tasks.title')}
      </Text>
      {query.isPending && !data && <Spinner />}
      {data && data.tasks.length === 0 && <Text block>{t('tasks.empty')}</Text>}
      {data && data.tasks.length > 0 && (
        <ol className={styles.list} data-testid="my-tasks">
          {data.tasks.map((task) => {
            const overdue = !!task.deadline && task.deadline < data.today;
            return (
              <li key={`${task.acquisitionId}:${task.messageId ?? task.what}`} className={styles.item} data-testid="my-task">
                <span>
                  <span className={styles.label}>{t('tasks.case')}</span>
                  <Link className={styles.caseLink} to={taskHref(task)}>
                    {task.caseName || String(task.npdId)}
                  </Link>
                </span>
                <span>
                  <span className={styles.label}>{t('tasks.asked')}</span>
                  {t(`tasks.what.${task.what}`)}
                </span>
                <span>
                  <span className={styles.label}>{t('tasks.since')}</span>
                  {formatDate(task.since)}
                </span>
                <span data-testid="my-task-deadline">
                  <span className={styles.label}>{t('tasks.deadline')}</span>
                  {task.deadline ? (
                    <span className={overdue ? styles.overdue : undefined} title={overdue ? t('tasks.overdue') : undefined}>
                      {formatDate(task.deadline)}
                      {overdue && <span className={styles.label}>{t('tasks.overdue')}</span>}
                    </span>
                  ) : (
                    t('tasks.noDeadline')
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </main>
  );
}
