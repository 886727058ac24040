import type { IntakeData } from './intake';

export type IntakeValues = Omit<IntakeData, 'agreeTerms'>;
export type IntakeField = keyof IntakeValues;
export type IntakeErrors = Partial<Record<IntakeField, 'required' | 'emailInvalid'>>;

/** Display order, which is also the order focus moves to the first missing field. */
export const INTAKE_FIELDS: IntakeField[] = [
  'whatHappened',
  'incidentState',
  'injuryType',
  'incidentTime',
  'firstName',
  'lastName',
  'phoneNumber',
  'email',
  'zipcode',
];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5: every field is required and the e-mail must look like one; selects need a choice. */
export function validateIntake(values: IntakeValues): IntakeErrors {
  const errors: IntakeErrors = {};
  for (const field of INTAKE_FIELDS) {
    if (!values[field].trim()) errors[field] = 'required';
  }
  if (!errors.email && !EMAIL.test(values.email.trim())) errors.email = 'emailInvalid';
  return errors;
}

export const EMPTY_INTAKE: IntakeValues = {
  whatHappened: '',
  firstName: '',
  lastName: '',
  phoneNumber: '',
  email: '',
  zipcode: '',
  incidentState: '',
  injuryType: '',
  incidentTime: '',
};
