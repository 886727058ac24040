import type { TopicText } from '../types.js';

export const mortgageForeclosure: TopicText = {
  label: 'a mortgage and foreclosure matter',
  title: 'Home at risk of foreclosure',
  summary: 'This looks like a problem with a home loan that could lead to foreclosure{inState}.',
  issues: ['Foreclosure process and borrower protections in {state}'],
  rule:
    'A lender may foreclose only by following the mortgage and state law—through the courts in some ' +
    'states, or by a notice and trustee sale in others. Federal servicing rules generally bar a first ' +
    'foreclosure filing until the borrower is more than 120 days behind and limit a sale while a ' +
    'complete loss-mitigation application is pending.',
  lines: {
    keyIssues: [
      'Whether your servicer followed the federal servicing rules and the foreclosure steps required ' +
        'in {state}.',
      'Whether you can keep the home through a modification, repayment plan or forbearance, or need a ' +
        'plan to leave on the best terms.',
    ],
    yourRights: [
      'Federal rules generally stop a servicer from starting foreclosure until you are more than 120 ' +
        'days behind.',
      'You have the right to apply for help (loss mitigation); once a complete application is pending, ' +
        'a servicer generally may not move ahead with the sale while it is reviewed.',
      'You can ask the servicer in writing for your payment history and loan information, and it must ' +
        'answer.',
    ],
    deadlines: [
      'Federal rules give you the most protection when a complete modification application reaches the ' +
        'servicer more than 37 days before a scheduled sale.',
      'If you are served with a foreclosure lawsuit, the time to respond is short; read the papers the ' +
        'day they arrive.',
    ],
    evidenceToGather: [
      'Every letter from the servicer, especially notices of default, sale or acceleration.',
      'Your mortgage statements, proof of payments and a record of every call (date, name, what was said).',
      'Proof of income and of the hardship (job loss, illness, divorce) for a modification application.',
    ],
    nextSteps: [
      'Call a free HUD-approved housing counselor before the next deadline; they can help you apply ' +
        'for a modification.',
      'Open every letter from the servicer and send documents by a method that gives you proof of delivery.',
      'Never pay anyone upfront to "save your home" and never sign your deed over to a stranger.',
    ],
    whenToSeeAttorney: [
      'You received a foreclosure lawsuit or a notice of sale.',
      'The servicer lost your documents, denied you without a clear reason or is moving ahead while ' +
        'your application is pending.',
    ],
    freeResources: [
      'HUD-approved housing counselors (free): 1-800-569-4287 or hud.gov.',
      'Complaints about a servicer: the Consumer Financial Protection Bureau at consumerfinance.gov or ' +
        '1-855-411-2372.',
    ],
  },
  aspects: {
    default_notice: {
      label: 'Behind on mortgage payments',
      summary: 'You are behind on your mortgage and the servicer may be moving toward foreclosure.',
      issue: 'Mortgage default and the options before foreclosure',
      rule:
        'When a borrower falls behind, the servicer must contact the borrower about options and may not ' +
        'start foreclosure before the borrower is more than 120 days delinquent, under federal rules.',
      lines: {
        nextSteps: [
          'Write down how many payments you missed and the total you owe ({amount} if that is the figure).',
        ],
      },
    },
    sale: {
      label: 'Foreclosure sale date',
      summary: 'A foreclosure sale or auction appears to be scheduled or threatened.',
      issue: 'Stopping or postponing a scheduled foreclosure sale',
      rule:
        'A scheduled sale may be postponed when a complete loss-mitigation application is pending, when ' +
        'the process was not followed, or by a court order or a bankruptcy filing.',
      lines: {
        deadlines: [
          'The sale date is the key deadline; act well before it, because postponing a sale gets ' +
            'harder as it approaches.',
        ],
        whenToSeeAttorney: ['Right away: once a sale happens it is much harder to undo.'],
      },
    },
    modification: {
      label: 'Loan modification',
      summary: 'You are trying to get a modification, forbearance or payment plan.',
      issue: 'Loan modification and loss-mitigation review',
      rule:
        'Servicers must review a complete loss-mitigation application within set times and explain a ' +
        'denial in writing; some denials may be appealed.',
      lines: {
        yourRights: [
          'If you are denied, the servicer must tell you why in writing, and in many cases you may appeal.',
        ],
        nextSteps: [
          'Ask the servicer in writing which documents are missing and get a written confirmation when ' +
            'your application is complete.',
        ],
      },
    },
    rescue_scam: {
      label: 'Foreclosure rescue offer',
      summary: 'Someone may be offering to "save" your home for a fee, which is a common scam.',
      issue: 'Foreclosure rescue scams and advance fees',
      rule:
        'Federal rules forbid most mortgage-relief companies from collecting fees before they deliver a ' +
        'written offer from the lender that the homeowner accepts.',
      lines: {
        yourRights: [
          'Under federal rules most mortgage-relief companies may not charge you before you accept a ' +
            'written offer from your lender.',
        ],
        freeResources: ['Report scams at ReportFraud.ftc.gov and to your state attorney general.'],
      },
    },
  },
  commonQuestions: [
    'I am behind on my mortgage. How long before the bank can foreclose?',
    'How do I ask for a loan modification or forbearance?',
    'I got a notice of sale. Can the sale be stopped or postponed?',
    'A company says it can save my home for a fee. Is it legitimate?',
    'What happens if I just move out of the house?',
  ],
};
