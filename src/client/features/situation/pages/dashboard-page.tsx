import PlannedPage from '../../../app/planned-page';

export default function DashboardPage() {
  return <PlannedPage titleKey="dashboard" />;
}
