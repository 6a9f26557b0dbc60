import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from './use-translation';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    minHeight: '48px',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
});

/** The application name on the screens before the shell (role selector, GDPR confirmation). */
export function BrandBar() {
  const { t } = useTranslation('common');
  const styles = useStyles();
  return (
    <header className={styles.bar}>
      <Text size={500} weight="semibold">
        {t('appName')}
      </Text>
    </header>
  );
}
