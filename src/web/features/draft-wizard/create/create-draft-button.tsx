import { Button } from '@fluentui/react-components';
import { Add20Regular } from '@fluentui/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { callApi } from '../../../api/client';
import { useAfterFirstScreen } from '../../../components/first-screen';
import { useSession } from '@/web/session/use-session';
import { draftKeys } from '../api/draft-keys';

/**
 * The dialog's code (its form, fields and the draft's schemas: some 20 KB and one 40 ms task of evaluation on a slow
 * phone) loads when the user shows the intent to open it (pointer over the button, focus, touch), not with the
 * overview: there it ran inside Lighthouse's TBT window (issue 27). Offline the service worker holds it like every file.
 */
const loadDialog = () => import('./create-draft-dialog');
const CreateDraftDialog = lazy(loadDialog);
const preloadDialog = () => void loadDialog();

/** The overview's 'new message' button (spec 002 s2), guarded by create:acquisition; the dialog loads when first opened. */
export function CreateDraftButton() {
  const { t } = useTranslation('overview');
  const { can, contextToken, organisation } = useSession();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const allowed = can('create:acquisition');
  const afterFirstScreen = useAfterFirstScreen();
  // The law categories and the wizard's reference data are fetched early (after the table), so a draft can also be
  // created and filled in offline later.
  useEffect(() => {
    if (!allowed || !afterFirstScreen) return;
    void queryClient.prefetchQuery({
      queryKey: draftKeys.lawCategories(contextToken),
      queryFn: async () => callApi((await import('@/domain/schemas/reference-licences')).lawCategoriesCall),
      staleTime: 10 * 60_000,
    });
    void import('../api/get-reference').then((m) => m.prefetchWizardReference(queryClient, contextToken, organisation.id));
  }, [allowed, afterFirstScreen, queryClient, contextToken, organisation.id]);
  if (!allowed) return null;
  return (
    <>
      <Button
        appearance="primary"
        icon={<Add20Regular />}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onTouchStart={preloadDialog}
        onClick={() => setOpen(true)}
      >
        {t('newMessage')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CreateDraftDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
