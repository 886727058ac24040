import type { ErrorCode } from '../../shared/errors.js';

/**
 * Every text the server sends to a person, in English. Its keys are the catalog's keys: es.ts must
 * have the same ones (the compiler and locales.test.ts say so). `{name}` marks a value filled in
 * when the text is used. A new error code of src/shared/errors.ts gets its text here and in es.ts.
 */
export const en = {
  // Error codes: the message of an error reply when the service gave none of its own.
  VALIDATION: 'Invalid request.',
  'validation.oneLine': 'Must be one line, without line breaks or control characters',
  WRONG_PASSWORD: 'currentPassword: The current password is not right.',
  UNAUTHENTICATED: 'Please sign in to continue.',
  INVALID_CREDENTIALS: 'Invalid credentials',
  FORBIDDEN: 'You do not have access to this.',
  NOT_FOUND: 'Not found.',
  EMAIL_TAKEN: 'An account with this email already exists.',
  CONFLICT: 'This was changed by someone else. Please reload and try again.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_IMAGE: 'picture: Choose a PNG, JPEG or WebP image.',
  RATE_LIMITED: 'Too many attempts. Please wait a few minutes and try again.',
  FREE_LIMIT_REACHED: 'You have used your 3 free AI responses. Choose a plan to continue.',
  AI_QUOTA: 'AI quota exceeded (429). Please try again later.',
  AI_UNAVAILABLE: 'The AI service is not available right now. Please try again.',
  PAYMENT_INCOMPLETE: 'The payment was not completed. No plan was activated.',
  PAYMENT_UNAVAILABLE: 'The payment service is not available right now. Please try again.',
  PAYMENTS_NOT_CONFIGURED: 'Payments are not set up on this server yet, so plans cannot be bought here.',
  SMS_SIGNATURE: 'The request signature is not valid.',
  UNAVAILABLE: 'The service is not available right now. Please try again shortly.',
  FORUM_TIMEOUT: 'Request timed out. Please try again.',
  FORUM_UNAVAILABLE: 'Reddit service is temporarily unavailable. Please try again later.',
  FORUM_BLOCKED: 'Reddit blocked the request. Try opening Reddit directly.',
  FORUM_BAD_ANSWER: 'Reddit sent an answer we could not read. Please try again later.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  IDENTITY_NOT_CONFIGURED: 'Sign-in with Google is not set up on this server.',
  IDENTITY_UNAVAILABLE: 'The sign-in service cannot be reached right now. Please try again in a few minutes.',
  IDENTITY_DENIED: 'Sign-in was cancelled at Google. Nothing was shared with us.',
  IDENTITY_FAILED: 'Google authentication failed',
  IDENTITY_EXPIRED: 'This sign-in took too long or was started in another browser. Please try again.',
  IDENTITY_NO_EMAIL: 'Google did not share an email address, so we cannot sign you in with it.',
  IDENTITY_EMAIL_UNVERIFIED:
    'Google has not confirmed this email address, so it cannot be used to sign in here. Confirm it with Google, or sign in with your password.',
  ACCOUNT_CLOSED: 'This account has been closed and can no longer sign in.',

  // Requests the framework refuses before a handler runs.
  'request.malformedJson': 'body: malformed JSON',
  'request.unsupportedMediaType': 'content-type: unsupported media type',
  'request.emptyBody': 'body: must not be empty',
  'request.badUrl': 'path: not a valid address',
  'request.unsafeText': 'contains a character that is not allowed',

  // Accounts.
  LOGGED_IN: 'Signed in successfully',
  REGISTERED: 'Account created successfully',
  ACKNOWLEDGED: 'Acknowledgment recorded',
  'auth.passwordChanged': 'Password changed',
  'sessions.ended': 'That device is signed out.',
  'sessions.othersEnded': 'Signed out on every other device ({count}).',

  // Legal cases (the spec's texts).
  'cases.required': 'Title and description are required fields.',
  'cases.descriptionTooShort': 'Description must be at least 50 characters long.',
  'cases.budgetOrder': 'The minimum budget cannot be more than the maximum budget.',
  'cases.bought':
    'An attorney has already taken this case, so it can no longer be changed or deleted. Contact support if you need help.',
  'cases.deleted': 'Your legal case has been successfully deleted.',

  // Bids on legal leads and their ledger.
  'bids.belowReserve': 'The lowest bid this lead accepts is {amount}.',
  'bids.notHigher':
    'Your bid must be higher than the current highest bid of {highest}. Bid at least {amount}.',
  'bids.closed': 'Bidding on this lead has closed.',
  'bids.bought': 'This lead has already been bought by an attorney.',
  'bids.leadPrice': 'The instant-buy price of this lead is {amount}.',
  'bids.holdIncomplete':
    'Your card has not authorised this bid yet, so it is not on the ledger. Finish the card step and try again.',
  'bids.holdFailed': 'Your card did not authorise this bid, so it was not placed. Nothing was charged.',
  'bids.holdReleased': 'The card hold of this bid was released, so it cannot be placed. Bid again.',
  'bids.unnamedAttorney': 'Attorney',
  'audit.brokenEntry': 'Audit entry {seq} does not match its hash or its link to the entry before.',
  'audit.missingEntry': 'Audit entry {seq} is missing from the chain.',
  'audit.sourceMismatch': 'The address or browser recorded with audit entry {seq} was changed or removed.',
  'audit.missingTail':
    'The trail has {length} entries, but {expected} were written: the last {missing} are missing.',
  'audit.extraEntries': 'The trail has {length} entries, but only {expected} were written.',
  'audit.headMismatch': 'The last audit entry is not the one the trail last wrote.',
  'audit.badCheckpoint': 'The signed checkpoint at entry {length} does not carry a valid signature.',
  'audit.checkpointMismatch': 'Audit entry {seq} is not the entry a signed checkpoint covered.',
  'ledger.brokenBlock': 'Block {position} does not match its hash, its link or its signature.',
  'ledger.missingTail':
    'The chain ends at block {length}, but {expected} bids were recorded: the last {missing} are missing.',
  'ledger.extraBlocks': 'The chain has {length} blocks, but only {expected} bids were recorded.',
  'ledger.badCheckpoint': "The chain's latest checkpoint does not carry a valid signature.",
  'ledger.checkpointMismatch': 'Block {position} is not the block the latest checkpoint signed.',
  'ledger.badOutcome':
    'Outcome record {seq} does not carry a valid signature or does not match the block it names.',
  'ledger.missingSale': 'The lead was sold at the close of its auction, but no signed record names the sale.',

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
  'sms.human':
    'Amparo: Thank you. A person from our team will contact you at this number soon. Reply STOP to opt out.',
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
  'anonymize.id': '[ID number]',
  'anonymize.birthDate': '[date of birth]',
  'anonymize.plate': '[plate]',
  // A listed case's title when nothing but personal details was in it.
  'anonymize.untitledCase': 'Legal case',

  // Admin: banned accounts, imports, the admin's own limits, escalation reasons, system checks.
  // Second factor (decision 0059).
  SECOND_FACTOR_REQUIRED:
    'Admin tools need a second factor. Set up an authenticator app or a passkey on your profile, then sign in with it.',
  SECOND_FACTOR_INVALID: 'code: That code is not right or was already used.',
  SECOND_FACTOR_EXPIRED: 'This sign-in took too long. Please enter your email and password again.',
  SECOND_FACTOR_ALREADY_ON: 'An authenticator app is already set up. Turn it off first to set up another.',
  SECOND_FACTOR_OFF: 'No authenticator app is set up on this account.',
  PASSKEY_INVALID: 'That passkey could not be checked. Please try again.',
  'secondFactor.passkeyAdded': 'Passkey added',
  'secondFactor.passkeyRemoved': 'Passkey removed',
  'secondFactor.off': 'Second factor turned off',
  ACCOUNT_BANNED: 'This account has been suspended. Contact support if you think this is a mistake.',
  CANNOT_BAN_SELF: 'You cannot ban your own account.',
  'admin.noAttorneyRows': 'No valid attorney records found in CSV',
  'admin.noCaseRows': 'No valid legal case records found in CSV',
  'admin.tooManyRows': 'body: at most {max} rows per request',
  'admin.importEmailTaken': 'An account with this email already exists.',
  'admin.importDuplicateInFile': 'This email appears more than once in the file.',
  'admin.importMissing': 'The “{field}” column is empty, and it is required.',
  'admin.importInvalid': 'The value in the “{field}” column is not valid.',
  'admin.importNotOneLine':
    'The “{field}” column must be one line, without line breaks or control characters.',
  'admin.attorneyCreated': 'Attorney created successfully',
  'admin.attorneyDeleted': 'Attorney deleted successfully',
  'admin.escalationConsultation':
    'Paid 30-minute attorney consultation #{id}: arrange an attorney and contact the client.',
  'admin.escalationSms': 'Asked by text to talk to a person.',
  'admin.escalationUrgent':
    'The AI found signs of urgency (a deadline, a lockout, a detention …) in this conversation.',
  'admin.systemNotConfigured': 'Not configured',
  'admin.systemTimeout': 'No answer within {ms} ms',
  // Attorney registration (spec §5 texts; the keys are the ones src/shared/schemas/attorney-registration.ts names).
  'attorneySignup.emailInvalid': 'Please enter a valid email address',
  'attorneySignup.firstNameShort': 'First name must be at least 2 characters',
  'attorneySignup.lastNameShort': 'Last name must be at least 2 characters',
  'attorneySignup.phoneInvalid': 'Please enter a valid phone number',
  'attorneySignup.stateRequired': 'Please select your state of practice',
  'attorneySignup.licenseRequired': 'Please enter your bar license number',
  'attorneySignup.educationRequired': 'Please enter your educational background',
  'attorneySignup.experienceNegative': 'Experience must be 0 or greater',
  'attorneySignup.experienceTooHigh': 'Experience must be 80 years or less',
  'attorneySignup.hourlyRateLow': 'Hourly rate must be at least $50',
  'attorneySignup.hourlyRateHigh': 'Hourly rate must be at most $100,000',
  'attorneySignup.bioShort': 'Bio must be at least 50 characters',
  'attorneySignup.barAdmissionsRequired': 'Please enter at least one bar admission',
  'attorneySignup.specialtiesRequired': 'Please add at least one legal specialty',
  'attorneySignup.submitted':
    'Your registration was submitted for review. An admin will check your bar license; once it is approved, you will get an email with a link to choose your password.',
  // Accounts: password links, attorney review and the mails they send.
  INVALID_RESET_TOKEN:
    'token: This password link is invalid, has expired or was already used. Please request a new password reset link.',
  ATTORNEY_PENDING:
    'Your attorney application is still under review. You can sign in as an attorney once it is approved; we will e-mail you.',
  ATTORNEY_REJECTED:
    'Your attorney application was not approved, so you cannot sign in as an attorney. Contact support if you think this is a mistake.',
  'reset.sent': 'If an account with that email exists, a password reset link has been sent.',
  'reset.done': 'Your password has been reset. You can now sign in with your new password.',
  'reset.tooMany': 'Too many password reset requests. Please wait {minutes} minutes and try again.',
  'review.approved': 'The attorney was approved.',
  'review.rejected': 'The attorney was rejected.',
  'mail.greeting': 'Hello {name},',
  'mail.greetingNoName': 'Hello,',
  'mail.signature': 'The Amparo team',
  'mail.reset.subject': 'Reset your Amparo password',
  'mail.reset.body':
    'We received a request to reset the password of your Amparo account. Open this link to choose a new password:\n{link}\n\nThe link works once and expires in {minutes} minutes. If you did not ask for this, you can ignore this e-mail: your password stays the same.',
  'mail.approved.subject': 'Your Amparo attorney account is approved',
  'mail.approved.body':
    'Good news: your application to join the Amparo attorney network has been approved. Open this link to choose your password:\n{link}\n\nThe link works once and expires in {hours} hours. After that, sign in at {loginUrl}',
  'mail.rejected.subject': 'Your Amparo attorney application',
  'mail.rejected.body':
    'Thank you for your interest in joining the Amparo attorney network. After reviewing your application, we are unable to approve it at this time.',
  'mail.rejected.reason': 'The reviewer noted: {reason}',
  'mail.rejected.closing':
    'If you have questions or new information, please reply to {supportEmail}. We appreciate the time you took to apply.',
  'mail.newDevice.subject': 'New sign-in to your Amparo account',
  'mail.newDevice.body':
    'Your Amparo account was just signed in to from a device it had not been used on before:\n{browser} on {os}, from the address {ip}, at {time}.',
  'mail.newDevice.advice':
    'If this was you, there is nothing to do. If it was not, change your password now and sign out the other devices here:\n{link}',
  'mail.newDevice.unknown': 'unknown',
  // Consultations with an attorney (the attorney portal and the client's conversation).
  CONSULTATION_CLOSED: 'The attorney closed this consultation, so it takes no more messages.',
  CONSULTATION_NOT_AI: 'This conversation is with an attorney: the attorney answers it, not the AI.',
  'consultation.answerSms':
    'Amparo: {attorney} answered your consultation: "{message}" Read and reply in Messages. Reply STOP to opt out.',
  // Attorney profile and directory.
  'attorney.passwordChanged': 'Your password has been changed successfully.',
  // Legal leads marketplace: listing consent, purchase, admin import and removal.
  'leads.alreadyBought': 'Another attorney has already bought this lead. Your payment was not kept.',
  'leads.amountTooLow': 'amount: The price of this lead is at least {price} US dollars.',
  'leads.paymentIncomplete': 'The payment was not completed, so the lead was not bought. No money was kept.',
  'leads.purchased': 'Lead purchased. The client contact details are now shown on the lead.',
  'leads.consultationOpened':
    '{attorney} has taken your case and can now contact you. You can write to them here.',
  'leads.mail.subject': 'An attorney has taken your case',
  'leads.mail.text':
    'Good news: {attorney} has taken your case "{title}" on Amparo.\n\nThey can now see your name, phone, e-mail and your description of the situation, and will contact you. You can also write to them: {email}, or in your conversations on Amparo.',
  'leads.listed': 'Your case is now shown to attorneys, anonymized.',
  'leads.unlisted': 'Your case is no longer shown to attorneys.',
  'leads.boughtListing': 'An attorney has already bought this case, so its listing can no longer change.',
  'leads.removed': 'The case was removed from the marketplace.',
  'leads.seeded': '{count} sample cases were added.',
  'leads.seedNotEmpty': 'Sample cases can only be added while the marketplace is empty.',
  'leads.imported': 'Success! {successful} legal cases imported, {failed} failed.',
  'leads.csvWrongType': 'Please select a valid CSV file.',
  'leads.csvMissing': 'Please select a CSV file to import.',
  'leads.csvInvalid': 'Failed to import CSV. Please check your file format.',
  'leads.csvNoRows': 'No valid legal case records found in CSV',
  'leads.csvRow': 'Row {row}: the value of {field} is not valid.',
  'leads.csvTooLarge': 'The CSV file is too large (at most {max} rows).',
  'leads.receipt.subject': 'Your receipt for Amparo lead #{id}',
  'leads.receipt.text':
    'You bought the lead "{title}" on Amparo.\n\nAmount: {amount}\nDate: {date} (UTC)\nPayment: {payment}\n{how}\n\nThe client\'s name, phone and e-mail are under My leads, in your attorney portal and on Legal leads: {link}\n\nThe client has been told you will contact them.',
  'leads.receipt.instant': 'Bought with Instant Buy.',
  'leads.receipt.auction': "Won at auction: your bid is block #{position} ({hash}) of the lead's ledger.",
  // Self-help documents (decision 0056): the letters' texts, block by block.
  'doc.title.deposit-demand': 'Security deposit demand letter',
  'doc.title.wage-demand': 'Unpaid wages demand letter',
  'doc.title.debt-validation': 'Debt validation request',
  'doc.title.case-summary': 'Case summary for a lawyer',
  'doc.notice':
    "Prepared with Amparo's self-help form, filled with the sender's own information. It is not legal advice, and no lawyer prepared or reviewed it.",
  'doc.page': 'Page {page} of {pages}',
  'doc.sincerely': 'Sincerely,',
  'doc.missing': '{field}: {label} is needed for this document.',
  'doc.invalid': '{field}: {label} is not valid.',
  'doc.notOffered': 'kind: This document does not fit this case.',
  'doc.notOffered.deposit-demand':
    'A deposit demand letter is for a tenant whose landlord kept a security deposit; this case is about something else.',
  'doc.notOffered.mortgage':
    'A deposit demand letter is for tenants; this case is about a home loan or a foreclosure.',
  'doc.notOffered.wage-demand':
    'An unpaid-wages letter is for a worker whose employer owes wages; this case is about something else.',
  'doc.notOffered.debt-validation':
    'A debt-validation request answers a debt collector; this case does not name a debt in collection.',
  'doc.field.senderName': 'Your name',
  'doc.field.senderAddress': 'Your address',
  'doc.field.recipientName': "The landlord's name",
  'doc.field.recipientAddress': "The landlord's address",
  'doc.field.state': 'The state',
  'doc.field.propertyAddress': 'The address of the rental',
  'doc.field.depositAmount': 'The amount of the deposit',
  'doc.field.moveOutDate': 'The day you moved out',
  'doc.field.employerName': "The employer's name",
  'doc.field.employerAddress': "The employer's address",
  'doc.field.payPeriods': 'The pay periods not paid',
  'doc.field.hoursWorked': 'The hours worked',
  'doc.field.hourlyRate': 'The hourly rate',
  'doc.field.amountOwed': 'The amount owed',
  'doc.field.lastDayWorked': 'Your last day of work',
  'doc.field.separation': 'How the job ended',
  'doc.field.collectorName': "The collector's name",
  'doc.field.collectorAddress': "The collector's address",
  'doc.field.accountNumber': 'The account number',
  'doc.field.amountClaimed': 'The amount the collector claims',
  'doc.field.noticeDate': 'The day you received the notice',
  'doc.field.ceaseContact': 'Whether to ask them to stop contacting you',
  'doc.field.situation': 'What happened',
  'doc.field.parties': 'The people and organizations involved',
  'doc.field.documents': 'The documents you have',
  'doc.field.questions': 'Your questions',
  'doc.period.days': '{n} days',
  'doc.period.business_days': '{n} business days',
  'doc.period.weeks': '{n} weeks',
  'doc.period.months': '{n} months',
  'doc.period.years': '{n} years',
  'doc.period.hours': '{n} hours',
  'doc.period.paydays': '{n} regular paydays',
  'doc.timing.now': 'immediately',
  'doc.timing.within': 'within {period}',
  'doc.timing.payday': 'no later than the next regular payday',
  'doc.start.moveOut': 'after the tenancy ends',
  'doc.start.moveOutAndAddress': 'after the tenancy ends and the tenant gives a forwarding address',
  'doc.deposit.subject': 'Demand for return of security deposit: {property}',
  'doc.deposit.facts':
    'I rented {property} from you and moved out on {moveOut}. You hold my security deposit of {amount}.',
  'doc.deposit.rule':
    'Under {cite}, a landlord in {state} must return the deposit, or give the tenant an itemized list of deductions, {timing} {start}.',
  'doc.deposit.ruleEnds': 'By my count, that time ends on {date}.',
  'doc.deposit.ruleEnded': 'By my count, that time ended on {date}.',
  'doc.deposit.ruleOpen':
    'Please return my deposit, or give me an itemized list of deductions, within the time the law of {state} requires.',
  'doc.deposit.ruleOpenCite': 'See {cite}.',
  'doc.deposit.penalty':
    'A landlord who keeps a deposit wrongly may owe up to {times} times the deposit ({cite}).',
  'doc.deposit.penaltyOpen':
    'A landlord who keeps a deposit wrongly may owe more than the deposit itself ({cite}).',
  'doc.deposit.demand':
    'Please send me the full deposit of {amount}, or an itemized list of deductions with the balance, at my forwarding address above by {replyBy}.',
  'doc.deposit.next':
    'If I do not receive it by then, I may file a claim in small-claims court for the deposit and any amount the law allows.',
  'doc.wage.subject': 'Demand for payment of unpaid wages',
  'doc.wage.facts': 'I worked for {employer}. I have not been paid in full for this work: {periods}.',
  'doc.wage.lastDay': 'My last day of work was {date}.',
  'doc.wage.fired': 'You ended my employment.',
  'doc.wage.quit': 'I quit this job.',
  'doc.wage.still-employed': 'I still work for you.',
  'doc.wage.hours': 'Hours worked: {hours}',
  'doc.wage.rate': 'Hourly rate: {rate}',
  'doc.wage.owed': 'Amount owed: {amount}',
  'doc.wage.ruleFired':
    'Under {cite}, when an employer in {state} ends a job, the final wages are due {timing}.',
  'doc.wage.ruleQuit': 'Under {cite}, when a worker in {state} quits, the final wages are due {timing}.',
  'doc.wage.ruleDate': 'By my count, that was {date}.',
  'doc.wage.ruleOpen': 'My final wages are due within the time the law of {state} requires.',
  'doc.wage.demand':
    'Please pay me {amount} by {replyBy}, by a check sent to my address above or in the way you usually pay me.',
  'doc.wage.agency': 'If I am not paid by then, I may file a wage claim with the {agency} or in court.',
  'doc.wage.agencyNone':
    'If I am not paid by then, I may file a wage claim with the state labor agency or in court.',
  'doc.debt.subject': 'Dispute and request for validation of a debt',
  'doc.debt.account': 'Account number: {account}',
  'doc.debt.facts': 'I received your notice about this debt on {noticeDate}. It says that I owe {amount}.',
  'doc.debt.dispute':
    'I dispute this debt, and I request validation of it under the Fair Debt Collection Practices Act, 15 U.S.C. § 1692g(b), and Regulation F, 12 CFR 1006.34 and 1006.38.',
  'doc.debt.window': 'I am sending this request within the 30-day validation period, which ends on {end}.',
  'doc.debt.windowLate':
    'The 30-day validation period ended on {end}; I still ask you to validate the debt before you try to collect it again.',
  'doc.debt.ask': 'Please send me:',
  'doc.debt.ask.creditor':
    'the name of the creditor to whom the debt is owed now, and of the original creditor;',
  'doc.debt.ask.itemized':
    'the amount owed, itemized: the amount on the itemization date and each interest charge, fee, payment and credit since;',
  'doc.debt.ask.proof':
    'a copy of a record showing that I owe this debt, such as the signed agreement or a statement;',
  'doc.debt.ask.license':
    'whether you are licensed to collect debts in my state, and your license number if you are.',
  'doc.debt.stop':
    'Until you mail me this verification, you must stop collecting the debt (15 U.S.C. § 1692g(b); 12 CFR 1006.38(d)). If you report the debt to a credit bureau, you must report that I dispute it (15 U.S.C. § 1692e(8)).',
  'doc.debt.cease':
    'Under 15 U.S.C. § 1692c(c), I also ask you to stop communicating with me about this debt, except to send the verification asked for above and as that section allows.',
  'doc.debt.noAdmission': 'This letter does not acknowledge that I owe this debt.',
  'doc.summary.subject': 'Summary of my legal situation ({state})',
  'doc.summary.preparedBy': 'Prepared by {name}',
  'doc.summary.what': 'What happened',
  'doc.summary.dates': 'Timeline: the dates I mentioned',
  'doc.summary.amounts': 'Amounts mentioned',
  'doc.summary.parties': 'People and organizations involved',
  'doc.summary.documents': 'Documents I have',
  'doc.summary.deadlines': 'Deadlines that may apply',
  'doc.summary.questions': 'My questions for the lawyer',
  'doc.party.landlord': 'My landlord or property manager',
  'doc.party.employer': 'My employer',
  'doc.party.coworker': 'A coworker',
  'doc.party.spouse': 'My spouse',
  'doc.party.ex_partner': 'My former partner',
  'doc.party.children': 'My children',
  'doc.party.insurance': 'An insurance company',
  'doc.party.other_driver': 'The other driver',
  'doc.party.police': 'The police',
  'doc.party.immigration_authorities': 'Immigration authorities',
  'doc.party.lender': 'My lender or loan servicer',
  'doc.party.contractor': 'A contractor or repair business',
  'doc.party.seller': 'A seller or dealer',
  'doc.party.debt_collector': 'A debt collector',
  'doc.party.medical_provider': 'A doctor or hospital',
  'doc.party.neighbor': 'A neighbor',
  'doc.party.notario': 'A notario or consultant',
  'doc.party.court': 'A court',
  'doc.evidence.photos': 'Photos or video',
  'doc.evidence.messages': 'Text messages or e-mails',
  'doc.evidence.receipts': 'Receipts or payment records',
  'doc.evidence.witnesses': 'Witnesses',
  'doc.evidence.written_agreement': 'A written lease, contract or agreement',
  'doc.evidence.official_report': 'An official report or case number',
  'doc.evidence.medical_records': 'Medical records',
  'doc.evidence.pay_records': 'Pay stubs or time records',
  'doc.evidence.notice_document': 'A written notice, letter or court papers',
  'doc.summary.none': 'None written down.',
  'doc.summary.noDeadlines':
    'The reviewed table holds no deadline for what this summary names; a lawyer can say which apply.',
  // Notifications (decision 0054): one block per kind; {link} is where to act.
  INVALID_UNSUBSCRIBE_TOKEN:
    'This unsubscribe link is not valid. Open the newest e-mail, or change your notifications in Settings.',
  'notify.footer':
    'You get this e-mail because of your notification settings: {settings}\nStop e-mails like this one with one click: {unsubscribe}',
  'notify.footerHtml': 'Change your notification settings',
  'notify.unsubscribeHtml': 'Unsubscribe from these e-mails',
  'notify.consultation_reply.subject': '{attorney} answered your consultation',
  'notify.consultation_reply.subjectMany': '{count} new messages from {attorney}',
  'notify.consultation_reply.item': '{attorney}: "{message}"',
  'notify.consultation_reply.action': 'Read and reply in Messages: {link}',
  'notify.consultation_reply.sms':
    'Amparo: {attorney} answered your consultation: "{message}" Read and reply in Messages. Reply STOP to opt out.',
  'notify.case_bought.subject': 'An attorney has taken your case',
  'notify.case_bought.subjectMany': 'An attorney has taken your case',
  'notify.case_bought.item':
    'Good news: {attorney} has taken your case "{title}" on Amparo.\n\nThey can now see your name, phone, e-mail and your description of the situation, and will contact you. You can also write to them: {email}, or in your conversations on Amparo.',
  'notify.case_bought.action': 'Your conversations: {link}',
  'notify.case_bought.sms':
    'Amparo: {attorney} has taken your case "{title}" and will contact you. Reply STOP to opt out.',
  'notify.case_bid.subject': 'A new bid on your case "{title}"',
  'notify.case_bid.subjectMany': '{count} new bids on your cases',
  'notify.case_bid.item': 'An attorney bid {amount} on your case "{title}".',
  'notify.case_bid.action': 'See the bids on your profile: {link}',
  'notify.case_bid.sms': 'Amparo: an attorney bid {amount} on your case "{title}". Reply STOP to opt out.',
  'notify.client_message.subject': 'New message from {client}',
  'notify.client_message.subjectMany': '{count} new messages from {client}',
  'notify.client_message.item': '{client}: "{message}"',
  'notify.client_message.action': 'Answer in your attorney portal: {link}',
  'notify.client_message.sms':
    'Amparo: {client} wrote to you: "{message}" Answer in your portal. Reply STOP to opt out.',
  'notify.new_lead.subject': 'New lead: {title}',
  'notify.new_lead.subjectMany': '{count} new leads in your practice areas',
  'notify.new_lead.item': '{title} ({area}, {state})',
  'notify.new_lead.action': 'See the leads: {link}',
  'notify.new_lead.sms': 'Amparo: new lead "{title}" ({area}, {state}). Reply STOP to opt out.',
  'notify.outbid.subject': 'You were outbid on "{title}"',
  'notify.outbid.subjectMany': 'You were outbid {count} times',
  'notify.outbid.item': 'Another attorney bid {amount} on "{title}".',
  'notify.outbid.action': 'Bid again: {link}',
  'notify.outbid.sms': 'Amparo: you were outbid ({amount}) on "{title}". Reply STOP to opt out.',
  'notify.auction_result.subject': 'Auction ended: "{title}"',
  'notify.auction_result.subjectMany': '{count} auctions ended',
  'notify.auction_result.item': '{outcome}: "{title}"',
  'notify.auction_result.won': 'You won the auction',
  'notify.auction_result.lost': 'Another attorney won the auction',
  'notify.auction_result.taken': 'Another attorney bought the case outright before the auction ended',
  'notify.auction_result.ended': 'The auction ended without a sale',
  'notify.auction_result.action': 'Your leads: {link}',
  'notify.auction_result.sms': 'Amparo: {outcome}: "{title}". Reply STOP to opt out.',
  'notify.admin_digest.subject':
    'Amparo today: {attorneys} attorneys to review, {escalations} open escalations',
  'notify.admin_digest.subjectMany':
    'Amparo today: {attorneys} attorneys to review, {escalations} open escalations',
  'notify.admin_digest.item': 'Attorneys awaiting review: {attorneys}\nOpen escalations: {escalations}',
  'notify.admin_digest.action': 'Open the admin dashboard: {link}',
  'notify.admin_digest.sms': 'Amparo: {attorneys} attorneys to review, {escalations} open escalations.',
} as const satisfies Record<ErrorCode, string> & Record<string, string>;

export type MessageKey = keyof typeof en;
