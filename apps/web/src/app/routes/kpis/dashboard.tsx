import { KpiDashboardScreen } from '../../../features/kpi-dashboard/components/kpi-dashboard-screen';

export default function KpiDashboardPage() {
  return <KpiDashboardScreen />;
}
