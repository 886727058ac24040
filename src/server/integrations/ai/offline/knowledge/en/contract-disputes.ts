import type { TopicText } from '../types.js';

export const contractDisputes: TopicText = {
  label: 'a contract or consumer dispute',
  title: 'Contract dispute',
  summary: 'This looks like a dispute over an agreement or a payment{inState}.',
  issues: ['Breach of contract: what was promised and what was delivered'],
  rule:
    'An agreement—written or, in many cases, spoken—is enforceable; when one side does not do what it ' +
    'promised, the other may recover the money needed to put it where it would have been. Deadlines to ' +
    'sue are commonly 3 to 10 years and often shorter for spoken agreements.',
  lines: {
    keyIssues: ['What exactly was agreed, what each side did, and how much you lost because of it.'],
    yourRights: [
      'Spoken agreements can be enforceable, but they are harder to prove; texts and payments help ' +
        'show what was agreed.',
      'You can ask for the money you lost because the other side did not keep its promise.',
    ],
    deadlines: ['The time to sue over a contract depends on {state} law and on whether it was written.'],
    evidenceToGather: [
      'The contract, estimate, invoice or any written offer.',
      'Proof of every payment (receipts, bank or app records).',
      'Messages where the other side promised or admitted something.',
    ],
    nextSteps: [
      'Send a short demand letter: what was agreed, what went wrong, what you want and a deadline to ' +
        'respond.',
      'Small claims court handles smaller amounts without a lawyer; limits vary by state (from a few ' +
        'thousand dollars to about $25,000).',
    ],
    whenToSeeAttorney: ['The amount is above the small claims limit, or you were sued.'],
    freeResources: [
      'Your state attorney general’s consumer protection office takes complaints about businesses.',
    ],
  },
  aspects: {
    contractor: {
      label: 'Contractor did not finish',
      summary: 'A contractor or repair business took payment but did not finish or did poor work.',
      issue: 'Unfinished or defective work by a contractor',
      rule:
        'A contractor must do the work as agreed and in a workmanlike way; many states require ' +
        'home-improvement contractors to be licensed and some offer recovery funds for victims.',
      lines: {
        nextSteps: [
          'Check the contractor’s license with the state licensing board and file a complaint there.',
          'Ask for the return of the {amount} for work not done, in writing.',
        ],
      },
    },
    unpaid_invoice: {
      label: 'Unpaid for work or services',
      summary: 'Someone owes you money for work or services you provided.',
      issue: 'Collecting payment for work done',
      rule:
        'A person who received work or services under an agreement must pay the agreed price, or the ' +
        'reasonable value when no price was set.',
      lines: {
        nextSteps: [
          'Send an invoice or demand for the {amount} with a clear deadline, and keep proof you sent it.',
        ],
      },
    },
    purchase: {
      label: 'Purchase or refund problem',
      summary: 'You bought something that was not as promised or you cannot get a refund.',
      issue: 'Consumer purchase, warranty and refund rights',
      rule:
        'Goods sold by a merchant carry an implied promise that they work for their ordinary purpose ' +
        'unless validly sold "as is"; some sales made at home can be cancelled within 3 days under the ' +
        'federal Cooling-Off Rule.',
      lines: {
        yourRights: [
          'There is generally no automatic 3-day right to return a car; the federal Cooling-Off Rule ' +
            'covers certain sales made at your home or away from the seller’s place of business.',
          'Unless sold "as is" where allowed, goods must work for their normal purpose.',
        ],
        nextSteps: ['If you paid by card, ask your card company about a chargeback or dispute.'],
      },
    },
    debt: {
      label: 'Debt collection',
      summary: 'A debt collector is pursuing you for a debt.',
      issue: 'Debt collection practices and defenses',
      rule:
        'The federal Fair Debt Collection Practices Act requires collectors to validate debts and ' +
        'forbids harassment, threats and false statements.',
      lines: {
        yourRights: [
          'A debt collector must tell you the amount and the creditor, and you can dispute the debt in ' +
            'writing within 30 days.',
          'Collectors may not threaten arrest, harass you or call before 8 a.m. or after 9 p.m.',
          'Some income, such as Social Security, is protected from garnishment.',
        ],
        deadlines: [
          'If you are sued over a debt, answer by the court’s deadline; otherwise the creditor can win ' +
            'automatically and garnish wages.',
        ],
        freeResources: ['Consumer Financial Protection Bureau: consumerfinance.gov or 1-855-411-2372.'],
      },
    },
  },
  commonQuestions: [
    'Someone owes me money and will not pay. What can I do?',
    'A contractor took my money and did not finish. How do I get it back?',
    'Is a verbal agreement a valid contract?',
    'How does small claims court work?',
    'A debt collector keeps calling me. What are my rights?',
  ],
};
