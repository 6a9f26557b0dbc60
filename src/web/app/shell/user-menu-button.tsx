import { Button, makeStyles, Text, tokens, type ButtonProps } from '@fluentui/react-components';
import { PersonCircle24Regular } from '@fluentui/react-icons';
import { useTranslation } from '../../components/use-translation';
import { useSession } from '@/web/session/use-session';

const useStyles = makeStyles({
  trigger: { maxWidth: '100%', minWidth: 0 },
  lines: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    minWidth: 0,
    textAlign: 'left',
  },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '100%' },
  detail: { color: tokens.colorNeutralForeground3 },
});

/**
 * The user menu's button: user name over organisation name and role. Light on its own, so that the header shows it
 * at once (no layout shift) while the menu itself loads after the first screen.
 */
export function UserMenuButton(props: ButtonProps) {
  const { t } = useTranslation(['settings', 'auth']);
  const styles = useStyles();
  const { profile, role, organisation } = useSession();
  const roleLabel = t(`auth:roles.${role}`);
  return (
    <Button
      appearance="transparent"
      icon={<PersonCircle24Regular />}
      className={styles.trigger}
      // The name holds the visible text whole (WCAG 2.5.3 label in name; the space keeps the two lines two words).
      aria-label={t('userMenu.label', { name: profile.name, detail: `${organisation.name} · ${roleLabel}` })}
      {...props}
    >
      <span className={styles.lines}>
        <Text weight="semibold" className={styles.ellipsis} data-testid="user-name">
          {profile.name}
        </Text>{' '}
        <Text size={200} className={`${styles.ellipsis} ${styles.detail}`} data-testid="user-context">
          {organisation.name} · {roleLabel}
        </Text>
      </span>
    </Button>
  );
}
