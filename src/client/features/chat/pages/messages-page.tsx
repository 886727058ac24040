import PlannedPage from '../../../app/planned-page';

export default function MessagesPage() {
  return <PlannedPage titleKey="messages" />;
}
