import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { markFirstScreen } from '../components/first-screen';

/** Route handle of a page that marks its own first screen (the overview, once its table is there). */
export const MARKS_OWN_FIRST_SCREEN = { marksOwnFirstScreen: true } as const;

const marksOwn = (handle: unknown) =>
  typeof handle === 'object' && handle !== null && 'marksOwnFirstScreen' in handle;

/** The root outlet: a page that does not mark its own first screen has it once it is mounted. */
export function FirstScreenOutlet() {
  const matches = useMatches();
  const own = matches.some((match) => marksOwn(match.handle));
  useEffect(() => {
    if (!own) markFirstScreen();
  }, [own]);
  return <Outlet />;
}
