import PlannedPage from '../../../app/planned-page';

export default function ContinuePage() {
  return <PlannedPage titleKey="continue" />;
}
