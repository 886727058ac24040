import PlannedPage from '../../../app/planned-page';

export default function ExplainSituationPage() {
  return <PlannedPage titleKey="explainSituation" />;
}
