import { PurchasedLeads } from '../features/leads/components/purchased-leads';
import AttorneyDashboardPage from '../features/portal/pages/attorney-dashboard-page';

/** The attorney portal, with the leads the attorney bought (from the marketplace) as "My leads". */
export default function AttorneyPortalPage() {
  return <AttorneyDashboardPage myLeads={<PurchasedLeads />} />;
}
