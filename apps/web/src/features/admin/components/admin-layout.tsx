import { Outlet } from 'react-router';
import { AdminGuard, type AdminContext } from './admin-guard';
import { AdminSidebar } from './admin-sidebar';

/** Spec admin layout: the sidebar and the admin page, behind the admin guard. */
export function AdminLayout() {
  return (
    <AdminGuard>
      {(me) => (
        <div className="flex">
          <AdminSidebar />
          <div className="min-w-0 flex-1 px-4 py-8 sm:px-8">
            <Outlet context={{ me } satisfies AdminContext} />
          </div>
        </div>
      )}
    </AdminGuard>
  );
}
