import { CounterBadge, makeStyles, tokens } from '@fluentui/react-components';
import { TaskListSquareLtr20Regular } from '@fluentui/react-icons';
import { useTranslation } from '../../components/use-translation';
import { Link } from 'react-router-dom';
import { mayHaveTasks } from '@/domain/notifications/my-tasks';
import { useSession } from '@/web/session/use-session';
import { useMyTasks } from './use-my-tasks';

/** Out of sight, still read: the link's name is its own text (no aria-label that could differ from what is seen). */
const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

const useStyles = makeStyles({
  link: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: 'inherit',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { textDecoration: 'underline' },
    ':focus-visible': { outline: `2px solid ${tokens.colorNeutralForegroundOnBrand}` },
  },
  // On a phone the icon and the count stand for the words (which stay the link's name for a screen reader).
  label: { '@media (max-width: 480px)': hidden },
  hidden,
});

/**
 * The header's 'Mine oppgaver' with the number of open tasks (from the persisted cache when offline); none for a role
 * that can never have a task (the administrator, the regulator's notifier), whose count would always be 0.
 */
export function MyTasksLink() {
  const { role } = useSession();
  return mayHaveTasks(role) ? <MyTasksLinkWithCount /> : null;
}

function MyTasksLinkWithCount() {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const tasks = useMyTasks();
  const count = tasks.data?.tasks.length;
  return (
    <Link to="/mine-oppgaver" className={styles.link} data-testid="my-tasks-link">
      <TaskListSquareLtr20Regular aria-hidden />
      <span className={styles.label}>{t('myTasks.link')}</span>
      {count !== undefined && <CounterBadge count={count} showZero size="small" color={count > 0 ? 'danger' : 'informative'} aria-hidden data-testid="my-tasks-count" />}
      {count !== undefined && <span className={styles.hidden}>{`, ${t('myTasks.open', { count })}`}</span>}
    </Link>
  );
}
