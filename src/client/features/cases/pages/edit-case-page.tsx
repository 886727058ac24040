import PlannedPage from '../../../app/planned-page';

export default function EditCasePage() {
  return <PlannedPage titleKey="editCase" />;
}
