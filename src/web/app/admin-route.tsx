import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '@/web/session/use-session';
import { BusySpinner } from '../components/busy-spinner';

const AdminArea = lazy(() => import('../features/admin/admin-area'));

/** admin/*: the admin area for users with the admin permission; everyone else goes to '/' (spec 000 section 2). */
export function AdminRoute() {
  const { can } = useSession();
  if (!can('admin')) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<BusySpinner />}>
      <AdminArea />
    </Suspense>
  );
}
