import { Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';

const useStyles = makeStyles({
  root: {
    maxWidth: '48rem',
    margin: '0 auto',
    padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    boxSizing: 'border-box',
    overflowWrap: 'anywhere',
  },
  back: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: tokens.colorBrandForegroundLink,
  },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'grid', gap: tokens.spacingVerticalS },
});

const DEVIATIONS = ['map', 'attachments', 'screenReader', 'textSpacing'] as const;

/**
 * /tilgjengelighet: the accessibility statement (issue 26), after the model statement of the Norwegian authority for
 * universal design of ICT (standard, status, how it is tested, known deviations, how to report a problem). Outside
 * the sign-in gate: linked from the shell's footer and from the sign-in page. docs/decisions.md says how it is kept true.
 */
export function AccessibilityStatementPage() {
  const { t } = useTranslation(['accessibility', 'common']);
  const styles = useStyles();
  const email = t('common:accessibilityEmail');
  return (
    <main className={styles.root} id="main">
      <PageTitle title={t('title')} />
      <RouterLink to="/" className={styles.back}>
        <ArrowLeftRegular aria-hidden />
        {t('back')}
      </RouterLink>
      <Text as="h1" size={700} weight="semibold">
        {t('title')}
      </Text>
      <Text as="p">{t('intro')}</Text>
      <section aria-labelledby="a11y-standard">
        <Text as="h2" size={500} weight="semibold" id="a11y-standard" block>
          {t('standard.title')}
        </Text>
        <Text as="p">{t('standard.text')}</Text>
        <Text as="p" weight="semibold">
          {t('standard.status')}
        </Text>
      </section>
      <section aria-labelledby="a11y-deviations">
        <Text as="h2" size={500} weight="semibold" id="a11y-deviations" block>
          {t('deviations.title')}
        </Text>
        <Text as="p">{t('deviations.intro')}</Text>
        <ul className={styles.list}>
          {DEVIATIONS.map((key) => (
            <li key={key}>{t(`deviations.${key}`)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="a11y-testing">
        <Text as="h2" size={500} weight="semibold" id="a11y-testing" block>
          {t('testing.title')}
        </Text>
        <Text as="p">{t('testing.text')}</Text>
      </section>
      <section aria-labelledby="a11y-feedback">
        <Text as="h2" size={500} weight="semibold" id="a11y-feedback" block>
          {t('feedback.title')}
        </Text>
        <Text as="p">{t('feedback.text')}</Text>
        <Text as="p">
          <Link href={`mailto:${email}`}>{t('feedback.email', { email })}</Link>
        </Text>
        <Text as="p">
          <Link href="https://www.uutilsynet.no/" target="_blank" rel="noreferrer">
            {t('feedback.supervision')}
          </Link>
        </Text>
      </section>
      <Text as="p" size={200}>
        {t('updated')}
      </Text>
    </main>
  );
}

export default AccessibilityStatementPage;
