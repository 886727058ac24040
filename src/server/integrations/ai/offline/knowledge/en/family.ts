import type { TopicText } from '../types.js';

export const family: TopicText = {
  label: 'a family law matter',
  title: 'Family matter',
  summary: 'This looks like a family law matter{inState}.',
  issues: ['Family court rules in {state}'],
  rule:
    'State family courts decide divorce, custody, support and protection orders; decisions about ' +
    'children are made in the best interests of the child.',
  lines: {
    keyIssues: ['What a family court in {state} would decide, and what you need to ask it for.'],
    yourRights: [
      'Decisions about children are made in "the best interests of the child", looking at safety, ' +
        'stability and each parent’s role.',
      'Most family courts have self-help centers and simplified forms for people without a lawyer.',
    ],
    deadlines: [
      'If you are served with family court papers, the time to respond is short (often 20 to 30 days, ' +
        'depending on the state).',
    ],
    evidenceToGather: [
      'Any court orders, agreements and papers you have been served with.',
      'Messages with the other parent or spouse, kept in full (not only parts).',
      'Records of who cares for the children: school, medical and daycare records.',
    ],
    nextSteps: [
      'Keep communication with the other parent calm and in writing when possible; a judge may read it.',
      'Follow any existing court order while you ask the court to change it.',
    ],
    whenToSeeAttorney: [
      'The other side has a lawyer, or the case involves custody, violence or moving to another state ' +
        'or country.',
    ],
    freeResources: ['Your local family court self-help center can give you forms and explain the steps.'],
  },
  aspects: {
    divorce: {
      label: 'Divorce or separation',
      summary: 'You are dealing with a divorce or separation.',
      issue: 'Divorce: property, debts and support',
      rule:
        'Every state allows divorce without proving fault; the court divides property and debts under ' +
        'state rules and may order spousal support.',
      lines: {
        yourRights: [
          'Every state allows a no-fault divorce; you do not need the other spouse to agree to get divorced.',
        ],
        evidenceToGather: [
          'A list of property, debts, bank accounts and incomes of both spouses, with statements.',
        ],
      },
    },
    custody: {
      label: 'Child custody',
      summary: 'The problem involves custody of or time with your children.',
      issue: 'Child custody and parenting time',
      rule:
        'Custody is decided in the best interests of the child; the child’s home state (where the child ' +
        'has lived for the last six months) usually has the power to decide.',
      lines: {
        yourRights: [
          'Until a court decides, both legal parents generally have equal rights; an unmarried father ' +
            'may first need paternity established.',
          'The state where the child has lived for the last six months usually decides custody.',
        ],
        nextSteps: [
          'Ask the family court for a custody or parenting-time order if there is none, or for ' +
            'enforcement if it is not followed.',
        ],
      },
    },
    support: {
      label: 'Child support',
      summary: 'The problem involves child support.',
      issue: 'Child support: amount, payment and changes',
      rule:
        'Child support is set with state guidelines based on both parents’ incomes; it can be changed ' +
        'only by a court or agency order.',
      lines: {
        yourRights: [
          'Child support follows {state} guidelines based on both parents’ incomes.',
          'Support and visits are separate: unpaid support does not allow a parent to block visits, ' +
            'and visits do not stop support.',
        ],
        nextSteps: [
          'The state child support agency can set up, change and collect support at little or no cost.',
        ],
      },
    },
    violence: {
      label: 'Domestic violence',
      summary: 'Your safety may be at risk.',
      issue: 'Safety and protection orders',
      rule:
        'Every state lets a person ask a court for a protection (restraining) order against a family ' +
        'member or partner who abuses or threatens them, often the same day in emergencies.',
      lines: {
        keyIssues: ['Your safety and your children’s safety come first.'],
        yourRights: [
          'You can ask a court for a protection (restraining) order; it is usually free and emergency ' +
            'orders can be issued the same day.',
          'Immigrant survivors may have special protections (such as VAWA or the U visa) regardless of ' +
            'status.',
        ],
        nextSteps: [
          'If you are in danger now, call 911.',
          'Make a safety plan with an advocate and keep important papers in a safe place.',
        ],
        whenToSeeAttorney: [
          'Right away if there is violence or threats, especially when children are involved.',
        ],
        freeResources: [
          'National Domestic Violence Hotline: 1-800-799-7233, or text START to 88788 (24/7, ' +
            'confidential, in Spanish too).',
        ],
      },
    },
  },
  commonQuestions: [
    'How do I file for divorce, and what if my spouse does not agree?',
    'How is custody decided, and can the other parent take my children?',
    'How is child support calculated and collected?',
    'How do I get a protection order?',
    'Can I move to another state with my children?',
  ],
};
