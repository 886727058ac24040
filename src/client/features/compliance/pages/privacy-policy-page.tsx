import PlannedPage from '../../../app/planned-page';

export default function PrivacyPolicyPage() {
  return <PlannedPage titleKey="privacy" />;
}
