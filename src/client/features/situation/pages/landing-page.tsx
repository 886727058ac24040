import PlannedPage from '../../../app/planned-page';

export default function LandingPage() {
  return <PlannedPage titleKey="landing" />;
}
