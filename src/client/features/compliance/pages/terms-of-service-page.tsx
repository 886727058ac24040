import PlannedPage from '../../../app/planned-page';

export default function TermsOfServicePage() {
  return <PlannedPage titleKey="terms" />;
}
