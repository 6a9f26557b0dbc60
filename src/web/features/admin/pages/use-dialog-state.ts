import { useState } from 'react';

/** Which dialog of a list is open: none, 'new', or editing an item. Kept while the connection comes and goes. */
export function useDialogState<T>() {
  const [state, setState] = useState<{ item?: T } | null>(null);
  return {
    isOpen: state !== null,
    item: state?.item,
    openNew: () => setState({}),
    openEdit: (item: T) => setState({ item }),
    close: () => setState(null),
  };
}
