import { lazy, Suspense, useState } from 'react';
import { isContactUserChecked, setContactUserChecked } from '../../api/session-storage';
import { useContactInfoCheckQuery } from './api/get-contact-info-check';
import { useSession } from '@/web/session/use-session';

// The dialog (with its form library) loads only for the users asked to confirm.
const EditProfileDialog = lazy(() => import('./edit-profile-dialog').then((m) => ({ default: m.EditProfileDialog })));

/**
 * After sign-in: when the service asks for it, the edit-profile dialog opens so the user confirms the contact
 * information. Asked once per session (the contact-user-checked flag in session storage).
 */
export function ContactInfoCheck() {
  const { contextToken } = useSession();
  const [checked, setChecked] = useState(isContactUserChecked);
  const check = useContactInfoCheckQuery(contextToken, !checked);
  if (checked || !check.data) return null;
  const done = () => {
    setContactUserChecked();
    setChecked(true);
  };
  if (!check.data.requireContactInfoConfirmation) {
    queueMicrotask(done);
    return null;
  }
  return (
    <Suspense fallback={null}>
      <EditProfileDialog open mode="confirm" initial={check.data} onClose={done} />
    </Suspense>
  );
}
