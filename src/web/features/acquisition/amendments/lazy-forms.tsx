import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { BusySpinner } from '../../../components/busy-spinner';

/**
 * The details tab's edit forms (inputs, pickers, lists), fetched when a section is edited, not with the page (issue 27):
 * a user who opens the tab to read it does not wait for them. A spinner shows in the section until they are in.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound as React.lazy's
function lazyForm<T extends ComponentType<any>>(load: () => Promise<T>) {
  const Form = lazy(() => load().then((component) => ({ default: component })));
  return function LazyForm(props: ComponentProps<T>) {
    return (
      <Suspense fallback={<BusySpinner size="small" />}>
        <Form {...props} />
      </Suspense>
    );
  };
}

export const VesselsForm = lazyForm(() => import('./list-forms').then((m) => m.VesselsForm));
export const ExpertsForm = lazyForm(() => import('./list-forms').then((m) => m.ExpertsForm));
export const ConductorForm = lazyForm(() => import('./people-forms').then((m) => m.ConductorForm));
export const ContactPersonsForm = lazyForm(() => import('./people-forms').then((m) => m.ContactPersonsForm));
export const GeneralCommentForm = lazyForm(() => import('./simple-forms').then((m) => m.GeneralCommentForm));
export const AmountForm = lazyForm(() => import('./simple-forms').then((m) => m.AmountForm));
export const SensorForm = lazyForm(() => import('./simple-forms').then((m) => m.SensorForm));
export const SourceForm = lazyForm(() => import('./simple-forms').then((m) => m.SourceForm));
