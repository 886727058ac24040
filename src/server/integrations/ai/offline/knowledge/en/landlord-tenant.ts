import type { TopicText } from '../types.js';

export const landlordTenant: TopicText = {
  label: 'a landlord–tenant matter',
  title: 'Tenant problem',
  summary: 'This looks like a problem between a tenant and a landlord{inState}.',
  issues: ['Tenant rights under the lease and {state} landlord–tenant law'],
  rule:
    'The relationship is governed by the lease and by state and local landlord–tenant law: landlords ' +
    'must use the courts to evict, keep the home fit to live in and return deposits on time; tenants ' +
    'must pay rent and follow the lease.',
  lines: {
    keyIssues: ['What your lease says and what {state} law requires of both you and your landlord.'],
    yourRights: [
      'A landlord generally cannot punish you for asking for repairs or for complaining to a housing ' +
        'agency (retaliation is illegal in most states).',
    ],
    deadlines: [
      'Notice periods (for rent increases, ending a lease or eviction) are set by state and sometimes ' +
        'city law; check the exact number of days for {state}.',
    ],
    evidenceToGather: [
      'Your lease and any addendums or house rules you signed.',
      'Rent receipts, money-order stubs or bank records showing every payment.',
      'Every letter, notice, text or e-mail between you and your landlord.',
    ],
    nextSteps: [
      'Keep paying what you can and keep proof of payment, unless a lawyer tells you ' +
        'otherwise.{stillRenting}',
      'Put requests and complaints to your landlord in writing and keep a copy.',
    ],
    whenToSeeAttorney: ['You are asked to sign an agreement to move out or to pay a large amount.'],
    freeResources: [
      'Local tenant unions and housing counseling agencies (HUD lists approved counselors at hud.gov ' +
        'or 1-800-569-4287).',
    ],
  },
  aspects: {
    eviction: {
      label: 'Eviction notice',
      summary: 'Your landlord appears to be trying to make you leave your home.',
      issue: 'Eviction: whether the notice and the process follow {state} law',
      rule:
        'In almost every state a landlord must give proper written notice and then win an eviction case ' +
        'in court; only a sheriff or marshal, not the landlord, can carry out the order.',
      lines: {
        keyIssues: [
          'Whether the notice you got is the right kind, gives enough days and was delivered properly ' +
            'under {state} law.',
          'Whether the landlord has a valid reason (unpaid rent, a lease violation or the end of the ' +
            'lease) and is following the court process.',
        ],
        yourRights: [
          'A notice is not an eviction order. In almost every state only a judge can order you out, ' +
            'and only a sheriff or marshal can carry it out.',
          'You have the right to respond to court papers and to tell your side at a hearing, even if ' +
            'you owe rent.',
        ],
        deadlines: [
          'Count the days of any notice carefully from the day you received it; how weekends and ' +
            'holidays count depends on the state.',
          'If you receive court papers (a summons or complaint), the time to respond can be only a few ' +
            'days. Read them the day they arrive.',
          'Do not miss a hearing: if you are absent, the landlord usually wins automatically.',
        ],
        evidenceToGather: ['The notice itself, the envelope and a note of how and when you received it.'],
        nextSteps: [
          'Do not move out or ignore the notice; contact legal aid or an eviction-defense program ' +
            'right away.',
          'If the problem is unpaid rent, ask about emergency rental assistance (211 can point you to ' +
            'programs) and make any payment offers in writing.',
        ],
        whenToSeeAttorney: [
          'You have court papers or a hearing date—many areas offer free eviction-defense lawyers.',
        ],
        freeResources: [
          'Many courts have eviction self-help centers and free lawyers in the courthouse on hearing days.',
        ],
      },
    },
    deposit: {
      label: 'Security deposit',
      summary: 'The problem involves getting your security deposit back.',
      issue: 'Return of the security deposit and allowed deductions',
      rule:
        'State law requires the landlord to return the deposit, or send an itemized list of deductions, ' +
        'within a set number of days after the tenant moves out; deductions are limited to unpaid rent ' +
        'and damage beyond normal wear and tear.',
      lines: {
        yourRights: [
          'After you move out, the landlord must return the deposit or send a written, itemized list ' +
            'of deductions within the deadline set by {state} law.',
          'Normal wear and tear (faded paint, small nail holes, worn carpet) usually cannot be charged ' +
            'to you.',
          'Many states allow extra damages when a landlord keeps a deposit in bad faith.',
        ],
        evidenceToGather: [
          'Move-in and move-out photos or videos, and the move-in checklist if you have it.',
          'Proof that you gave your landlord your new address in writing.',
        ],
        nextSteps: [
          'Send a short, dated letter or e-mail asking for the {amount} and an itemized list of any ' +
            'deductions; keep a copy.',
          'If the landlord does not answer, small claims court handles deposit disputes without a lawyer.',
        ],
      },
    },
    repairs: {
      label: 'Repairs and unsafe conditions',
      summary: 'The problem involves repairs or conditions that make the home unsafe or unhealthy.',
      issue: 'Habitability: the landlord’s duty to keep the home safe and livable',
      rule:
        'Most states recognize a duty (the warranty of habitability) to keep a rental safe and livable, ' +
        'with working heat, water, plumbing and electricity and without serious pests or mold.',
      lines: {
        yourRights: [
          'Most states require landlords to keep a rental fit to live in: working heat, water, ' +
            'plumbing and electricity, and no serious pest or mold problems.',
          'Withholding rent or "repair and deduct" is allowed only in some states and under strict ' +
            'steps—check {state} rules before you stop paying.',
        ],
        evidenceToGather: ['Dated photos or video of the problem and copies of every repair request.'],
        nextSteps: [
          'Ask for the repair in writing (text or letter) and give a reasonable deadline.',
          'Ask local code enforcement or the health department to inspect; their report is strong evidence.',
        ],
        whenToSeeAttorney: ['The conditions are affecting your health or your children’s health.'],
      },
    },
    lockout: {
      label: 'Lockout or utilities cut off',
      summary: 'Your landlord may be trying to force you out without going to court.',
      issue: 'Illegal "self-help" eviction: lockouts, removing belongings or cutting utilities',
      rule:
        'Almost every state forbids a landlord from changing the locks, removing a tenant’s belongings ' +
        'or shutting off utilities to force the tenant out; only a court-ordered eviction may remove a ' +
        'tenant.',
      lines: {
        yourRights: [
          'In almost every state a landlord may not change the locks, take your belongings or cut off ' +
            'water, power or gas to make you leave.',
          'You may have a claim for damages, and a court can order the landlord to let you back in quickly.',
        ],
        nextSteps: [
          'Call the police non-emergency line, explain that it is a lockout without a court order, and ' +
            'ask for a report number.',
          'Contact legal aid today and ask about an emergency court order to get back in.',
        ],
        whenToSeeAttorney: ['Right away: lockouts and utility shut-offs are urgent.'],
      },
    },
    rent_owed: {
      label: 'Unpaid rent',
      summary: 'You owe rent or are having trouble paying it.',
      issue: 'Unpaid rent and ways to catch up',
      rule:
        'A tenant who owes rent can be evicted only through the court process; many courts and programs ' +
        'encourage payment plans, and some states let a tenant stop an eviction by paying what is owed ' +
        'before a set point.',
      lines: {
        yourRights: [
          'Owing rent does not let a landlord skip the court process, lock you out or remove your ' +
            'belongings.',
          'In some states, paying all the rent owed (plus certain costs) before a set point can stop ' +
            'an eviction for non-payment.',
        ],
        evidenceToGather: [
          'A list of what you paid and when, including partial payments, and what the landlord says you owe.',
        ],
        nextSteps: [
          'Write down exactly how much is owed ({amount} if that is the figure) and offer a realistic ' +
            'payment plan in writing.',
        ],
      },
    },
    rent_increase: {
      label: 'Rent increase or fees',
      summary: 'The problem involves a rent increase or extra fees.',
      issue: 'Rent increases and late fees',
      rule:
        'Rent can change only as the lease and state or local law allow; during a fixed-term lease it ' +
        'usually cannot go up unless the lease says so, and month-to-month increases require written ' +
        'notice.',
      lines: {
        yourRights: [
          'During a fixed-term lease the rent usually cannot go up unless the lease allows it; ' +
            'month-to-month increases generally need written notice (often 30 days or more).',
          'Some cities and states limit rent increases, and some cap late fees.',
        ],
      },
    },
    fair_housing: {
      label: 'Housing discrimination',
      summary: 'You may have been treated unfairly in housing because of who you are.',
      issue: 'Fair housing: discrimination by a landlord',
      rule:
        'The federal Fair Housing Act forbids housing discrimination because of race, color, national ' +
        'origin, religion, sex, disability or having children under 18.',
      lines: {
        yourRights: [
          'The federal Fair Housing Act forbids discrimination because of race, color, national ' +
            'origin, religion, sex, disability or having children under 18; many states protect more ' +
            'groups.',
          'People with disabilities may ask for reasonable accommodations, such as an assistance animal.',
        ],
        deadlines: ['A complaint to HUD must be filed within one year of the discrimination.'],
        freeResources: ['HUD fair housing complaints: hud.gov/fairhousing or 1-800-669-9777.'],
      },
    },
  },
  commonQuestions: [
    'My landlord gave me an eviction notice. What happens next and how much time do I have?',
    'How long does my landlord have to return my security deposit?',
    'My landlord will not make repairs. What can I do?',
    'Can my landlord raise the rent or enter my home without notice?',
    'My landlord changed the locks or cut off the utilities. Is that legal?',
  ],
};
