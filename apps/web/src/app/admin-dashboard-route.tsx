import { DashboardPage } from '../features/admin/pages/dashboard-page';
import { ScheduledRunAlert } from '../features/bot-testing/components/scheduled-run-alert';

/** The admin dashboard with other features' notices (features do not import each other; the app composes them). */
export function AdminDashboardRoute() {
  return <DashboardPage notices={<ScheduledRunAlert />} />;
}
