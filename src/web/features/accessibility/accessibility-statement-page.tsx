import { Link, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../components/use-translation';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { PageTitle } from '../../components/page-title';
import { infoCall } from '@/domain/schemas/system';
import { callApi } from '../../api/client';

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
 * universal design of ICT (uutilsynet.no): the standard and the status, the known deviations, how it is tested, how to
 * report a problem (the operator's ACCESSIBILITY_CONTACT), the supervisory authority, and the statement's date. Outside
 * the sign-in gate: linked from the shell's footer and from the sign-in page. docs/decisions.md says how it is kept true.
 */
export function AccessibilityStatementPage() {
  const { t } = useTranslation(['accessibility', 'common']);
  const styles = useStyles();
  // The address is the operator's (ACCESSIBILITY_CONTACT, from GET /info); without an answer (offline) the default.
  const info = useQuery({
    queryKey: ['system', 'info'] as const,
    queryFn: ({ signal }) => callApi(infoCall, { signal }),
    staleTime: 60 * 60_000,
    retry: false,
  });
  const email = info.data?.accessibilityContact ?? (info.isError ? t('common:accessibilityEmail') : null);
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
        {email && (
          <Text as="p">
            <Link href={`mailto:${email}`}>{t('feedback.email', { email })}</Link>
          </Text>
        )}
      </section>
      <section aria-labelledby="a11y-supervision">
        <Text as="h2" size={500} weight="semibold" id="a11y-supervision" block>
          {t('supervision.title')}
        </Text>
        <Text as="p">{t('supervision.text')}</Text>
        <Text as="p">
          <Link href="https://www.uutilsynet.no/" target="_blank" rel="noreferrer">
            {t('supervision.link')}
          </Link>
        </Text>
      </section>
      <section aria-labelledby="a11y-date">
        <Text as="h2" size={500} weight="semibold" id="a11y-date" block>
          {t('date.title')}
        </Text>
        <Text as="p">{t('date.text')}</Text>
      </section>
    </main>
  );
}

export default AccessibilityStatementPage;
