import { Link, MessageBar, MessageBarBody } from '@fluentui/react-components';
import { DocumentPdfRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../components/use-translation';
import { showsPrefixWarning } from '@/domain/overview/overview-roles';
import { formatDate } from '../../components/format-date';
import { useOfflineNoticeDetail } from '../../offline/offline-notice';

/** The user guide (public/brukerveiledning.pdf, built by scripts/build-user-guide.mjs). */
export const USER_GUIDE_URL = '/brukerveiledning.pdf';

export function UserGuideLink() {
  const { t } = useTranslation('overview');
  return (
    <Link href={USER_GUIDE_URL} target="_blank" rel="noopener" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <DocumentPdfRegular aria-hidden />
      {t('userGuide')}
    </Link>
  );
}

/** Warning for the privileged roles when their company has no prefix (spec 002 s2 and s5). */
export function PrefixWarning({ role, organisation }: { role: string; organisation: { kind: string; prefix: string | null } }) {
  const { t } = useTranslation('overview');
  if (!showsPrefixWarning(role, organisation)) return null;
  return (
    <MessageBar intent="warning" data-testid="prefix-warning">
      <MessageBarBody>{t('prefixWarning')}</MessageBarBody>
    </MessageBar>
  );
}

/** Offline: the table and map show the last fetched data; the one offline bar says when it was fetched. */
export function OfflineBar({ online, fetchedAt }: { online: boolean; fetchedAt: number }) {
  const { t } = useTranslation('overview');
  useOfflineNoticeDetail(
    online ? null : fetchedAt ? t('offline', { time: formatDate(new Date(fetchedAt), 'dateTime') }) : t('offlineNoData'),
  );
  return null;
}
