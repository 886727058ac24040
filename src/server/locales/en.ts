import type { ErrorCode } from '../../shared/errors.js';

/**
 * Every text the server sends to a person, in English. Its keys are the catalog's keys: es.ts must
 * have the same ones (the compiler and locales.test.ts say so). `{name}` marks a value filled in
 * when the text is used. A new error code of src/shared/errors.ts gets its text here and in es.ts.
 */
export const en = {
  // Error codes: the message of an error reply when the service gave none of its own.
  VALIDATION: 'Invalid request.',
  WRONG_PASSWORD: 'currentPassword: The current password is not right.',
  UNAUTHENTICATED: 'Please sign in to continue.',
  INVALID_CREDENTIALS: 'Invalid credentials',
  FORBIDDEN: 'You do not have access to this.',
  NOT_FOUND: 'Not found.',
  EMAIL_TAKEN: 'An account with this email already exists.',
  CONFLICT: 'This was changed by someone else. Please reload and try again.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  RATE_LIMITED: 'Too many attempts. Please wait a few minutes and try again.',
  FREE_LIMIT_REACHED: 'You have used your 3 free AI responses. Choose a plan to continue.',
  AI_QUOTA: 'AI quota exceeded (429). Please try again later.',
  AI_UNAVAILABLE: 'The AI service is not available right now. Please try again.',
  PAYMENT_INCOMPLETE: 'The payment was not completed. No plan was activated.',
  PAYMENT_UNAVAILABLE: 'The payment service is not available right now. Please try again.',
  PAYMENTS_NOT_CONFIGURED: 'Payments are not set up on this server yet, so plans cannot be bought here.',
  SMS_SIGNATURE: 'The request signature is not valid.',
  UNAVAILABLE: 'The service is not available right now. Please try again shortly.',
  INTERNAL: 'Something went wrong on our side. Please try again.',

  // Requests the framework refuses before a handler runs.
  'request.malformedJson': 'body: malformed JSON',
  'request.unsupportedMediaType': 'content-type: unsupported media type',
  'request.emptyBody': 'body: must not be empty',
  'request.unsafeText': 'contains a character that is not allowed',

  // Accounts.
  LOGGED_IN: 'Signed in successfully',
  REGISTERED: 'Account created successfully',
  ACKNOWLEDGED: 'Acknowledgment recorded',
  'auth.passwordChanged': 'Password changed',

  // Legal cases (the spec's texts).
  'cases.required': 'Title and description are required fields.',
  'cases.descriptionTooShort': 'Description must be at least 50 characters long.',
  'cases.budgetOrder': 'The minimum budget cannot be more than the maximum budget.',
  'cases.bought':
    'An attorney has already taken this case, so it can no longer be changed or deleted. Contact support if you need help.',
  'cases.deleted': 'Your legal case has been successfully deleted.',

  // Privacy: the data export and account deletion.
  'privacy.exportNotice':
    'This file holds everything Amparo keeps about you. Amparo does not sell your personal information.',
  'privacy.typeToConfirm': 'confirmation: type {word} to confirm',
  'privacy.accountDeleted': 'Your account and personal data have been deleted.',

  // Phone verification.
  'phone.codeSms':
    'Your Amparo code is {code}. It expires in 10 minutes. If you did not ask for it, ignore this text.',
  'phone.noPhone': 'phoneNumber: Add your phone number first.',
  'phone.optedOut':
    'phoneNumber: This number has turned off texts from Amparo. Text START to turn them on, then try again.',
  'phone.notSent': 'The text could not be sent right now. Please try again in a few minutes.',
  'phone.tooManyCodes': 'Too many codes were sent. Please wait an hour and try again.',
  'phone.wrongCode': 'code: That code is not right. Check the text and try again.',
  'phone.codeExpired': 'code: This code has expired or was used up. Ask for a new one.',

  // SMS replies to carrier keywords and service notices. Carriers require the brand, HELP and STOP.
  'sms.stop':
    'Amparo: You are unsubscribed and will receive no more messages from this number. Reply START to subscribe again.',
  'sms.start':
    'Amparo: You are subscribed again. Text your legal question any time. Msg & data rates may apply. Reply HELP for help, STOP to opt out.',
  'sms.help':
    'Amparo gives legal information by text, not legal advice. Text your question to get an answer. Support: {supportEmail}. Msg & data rates may apply. Reply STOP to opt out.',
  'sms.limit':
    'Amparo: You have used your {freeAnswers} free AI answers. To keep going, choose a plan at {continueUrl} . Reply STOP to opt out.',
  'sms.unavailable':
    'Amparo: We could not answer right now. Please text your question again in a few minutes.',

  // Chat, plans and consultations.
  'chat.questionRequired': 'question: Required',
  'chat.consultationNoted':
    'Thank you. Your message was added to your attorney consultation request. An attorney will contact you to schedule your 30-minute consultation.',
  'plans.consultationBookedSms':
    'Amparo: Your 30-minute attorney consultation is booked. An attorney will contact you to schedule it. Reply STOP to opt out.',

  // The two fixed requests the chat sends in the person's name (spec §4), shown as their message.
  'chat.topicOpeningPrompt': 'What are the most common questions about {topic}?',
  'chat.preliminaryAnalysisPrompt':
    'Please give me a preliminary analysis of my situation in five points: 1) the type of legal matter, 2) the key issues, 3) immediate steps, 4) additional information needed, and 5) whether I should consult an attorney.',
  // A topic's name as the opening question says it; keyed by the `key` of src/shared/topics.ts.
  'topic.none': 'a legal problem',
  'topic.landlordTenant': 'Landlord/Tenant',
  'topic.mortgageForeclosure': 'Mortgage Foreclosure',
  'topic.employment': 'Employment Law',
  'topic.family': 'Family Law',
  'topic.personalInjury': 'Personal Injury',
  'topic.contracts': 'Contract Disputes',
  'topic.criminal': 'Criminal Defense',
  'topic.immigration': 'Immigration Law',

  // What stands in for personal details removed from a case before attorneys see it.
  'anonymize.email': '[email]',
  'anonymize.phone': '[phone]',
  'anonymize.address': '[address]',
  'anonymize.name': '[name]',
} as const satisfies Record<ErrorCode, string> & Record<string, string>;

export type MessageKey = keyof typeof en;
