import type { IntakeData } from './intake';

export interface IntakeLabels {
  heading: string;
  state: string;
  zipcode: string;
  injuryType: string;
  incidentTime: string;
}

/**
 * The text the analysis starts from: what the person wrote plus the details of the intake that
 * matter to the law (where, what kind, when). Contact details stay out of the analysis.
 */
export function intakeToSituation(intake: IntakeData, labels: IntakeLabels): string {
  const details = [
    [labels.state, intake.incidentState],
    [labels.zipcode, intake.zipcode],
    [labels.injuryType, intake.injuryType],
    [labels.incidentTime, intake.incidentTime],
  ]
    .filter(([, value]) => value?.trim())
    .map(([label, value]) => `- ${label}: ${value?.trim()}`);
  const text = intake.whatHappened.trim();
  return details.length ? `${text}\n\n${labels.heading}\n${details.join('\n')}` : text;
}
