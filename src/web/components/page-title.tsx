import { useEffect } from 'react';
import { useTranslation } from './use-translation';

/**
 * Sets the document's title to '{title} – Meldesystem' (WCAG 2.4.2: every page has its own title, read first by a
 * screen reader and shown in the tab and the history). Renders nothing; a page puts it beside its h1. When pages nest
 * (a busy message inside a page), the outer page's title wins: React runs the parent's effect last.
 */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = title ? t('pageTitle', { title }) : t('appName');
  }, [title, t]);
  return null;
}
