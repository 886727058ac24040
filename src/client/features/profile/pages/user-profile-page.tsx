import PlannedPage from '../../../app/planned-page';

export default function UserProfilePage() {
  return <PlannedPage titleKey="userProfile" />;
}
