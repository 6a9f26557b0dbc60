import { Spinner, SplitButton } from '@fluentui/react-components';
import { DocumentPdfRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { caseExportCall } from '@/domain/schemas/case-export';
import { callApi } from '../../../api/client';
import { LazyMenu } from '../../../components/lazy-menu';

// Loaded when an export has failed: Fluent's Tooltip brings its popup positioning.
const FailedTooltip = lazy(() => import('./export-failed-tooltip'));

/**
 * 'Eksporter (PDF)': the whole case as a PDF/A file, as the user's party sees it (GET /Acquisitions/{id}/export); its
 * menu offers the same with the attachments embedded (PDF/A-3, ?attachments=embed).
 */
export function ExportPdfButton({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation('case-export');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const exportPdf = async (attachments: 'list' | 'embed') => {
    setBusy(true);
    setFailed(false);
    try {
      const answer = await callApi(caseExportCall, { params: { id }, query: { attachments } });
      const blob = answer instanceof Blob ? answer : new Blob([answer as BlobPart], { type: 'application/pdf' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = t('pdf.fileName', { name: (name || 'sak').replace(/[^\w-]+/g, '_') });
      link.rel = 'noopener';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <LazyMenu
      positioning="below-end"
      items={[{ key: 'embed', label: t('buttonWithAttachments'), onClick: () => void exportPdf('embed') }]}
      renderTrigger={(triggerProps) => {
        const button = (
          <SplitButton
            icon={busy ? <Spinner size="tiny" /> : <DocumentPdfRegular />}
            disabled={busy}
            menuButton={{ ...triggerProps, 'aria-label': t('moreExport') }}
            primaryActionButton={{ onClick: () => void exportPdf('list'), 'aria-describedby': failed ? 'export-pdf-failed' : undefined }}
          >
            {busy ? t('exporting') : t('button')}
          </SplitButton>
        );
        // The export failed: a tooltip on the button says so.
        return failed ? (
          <Suspense fallback={button}>
            <FailedTooltip text={t('failed')} id="export-pdf-failed">
              {button}
            </FailedTooltip>
          </Suspense>
        ) : (
          button
        );
      }}
    />
  );
}
