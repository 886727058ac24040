import type { TopicText } from '../types.js';

export const employment: TopicText = {
  label: 'an employment matter',
  title: 'Problem at work',
  summary: 'This looks like a problem with an employer{inState}.',
  issues: ['Worker rights under federal and {state} employment law'],
  rule:
    'Federal law (the Fair Labor Standards Act, Title VII and related laws) and state law set minimum ' +
    'wage, overtime, anti-discrimination and anti-retaliation rules; most jobs are otherwise "at will".',
  lines: {
    keyIssues: ['Which federal and {state} labor laws cover your job, and what your employer owes you.'],
    yourRights: [
      'Wage and hour protections apply to workers regardless of immigration status.',
      'Your employer may not punish you for complaining about pay, safety or discrimination.',
    ],
    deadlines: [
      'Agency complaints have time limits that can be short; write down the dates of each event now.',
    ],
    evidenceToGather: [
      'Pay stubs, checks, bank deposits or payment apps showing what you were paid.',
      'Your own log of the days and hours you worked, written as soon as possible.',
      'Texts, e-mails, schedules, and the names of coworkers who saw what happened.',
    ],
    nextSteps: ['Keep your own copies of records; you may lose access to work systems.'],
    whenToSeeAttorney: [
      'You were fired or punished after complaining, or you are offered a severance agreement to sign.',
    ],
    freeResources: [
      'US Department of Labor, Wage and Hour Division: 1-866-487-9243 (free, confidential, with ' +
        'interpreters).',
      'Worker centers and legal aid offices often help with wage claims at no cost.',
    ],
  },
  aspects: {
    wages: {
      label: 'Unpaid wages',
      summary: 'You may be owed wages or overtime that were not paid.',
      issue: 'Unpaid wages and overtime (wage theft)',
      rule:
        'Under the Fair Labor Standards Act most non-exempt workers must receive at least the minimum ' +
        'wage and time and a half for hours over 40 in a workweek; many states require more and set ' +
        'deadlines for final pay.',
      lines: {
        keyIssues: [
          'Whether you were paid at least the minimum wage and overtime for every hour worked, and on time.',
        ],
        yourRights: [
          'Most hourly workers must get at least the federal minimum wage and time and a half for ' +
            'hours over 40 in a workweek; {state} may require more.',
          'Being paid in cash or as a "contractor" does not by itself take away these rights.',
        ],
        deadlines: [
          'Federal wage claims generally must be filed within 2 years (3 if the violation was ' +
            'willful); state deadlines differ.',
          'Many states set a short deadline for the final paycheck after a job ends.',
        ],
        nextSteps: [
          'Add up the unpaid hours and the amount owed ({amount} if that is the total) and keep the ' +
            'calculation.',
          'You can file a wage claim with {laborAgency} or with the US Department of Labor.',
        ],
      },
    },
    firing: {
      label: 'Fired from a job',
      summary: 'You lost your job and may want to know whether the firing was legal.',
      issue: 'Whether the termination was for an illegal reason',
      rule:
        'Most jobs are "at will", so an employer may end them for almost any reason, but not for an ' +
        'illegal one such as discrimination, retaliation for protected complaints, or taking protected ' +
        'leave.',
      lines: {
        yourRights: [
          'Most jobs are "at will", but a firing is illegal if it is because of discrimination, a ' +
            'complaint about pay or safety, taking protected leave, or another protected reason.',
          'You are owed your final pay for all hours worked; {state} law sets when it is due.',
        ],
        nextSteps: [
          'Apply for unemployment benefits right away; being fired does not always disqualify you.',
        ],
      },
    },
    discrimination: {
      label: 'Discrimination or harassment at work',
      summary: 'You may have been treated unfairly or harassed at work because of who you are.',
      issue: 'Workplace discrimination or harassment',
      rule:
        'Federal law forbids job discrimination and harassment based on race, color, religion, sex ' +
        '(including pregnancy), national origin, age (40 and over) or disability, for employers above a ' +
        'minimum size (15 employees for most federal laws); state laws often cover smaller employers.',
      lines: {
        yourRights: [
          'Federal law forbids discrimination and harassment because of race, color, religion, sex ' +
            '(including pregnancy), national origin, age 40 or older, or disability.',
          'Federal laws cover employers with 15 or more employees (20 for age); {state} law may cover ' +
            'smaller ones.',
        ],
        deadlines: [
          'A charge with the EEOC must be filed within 180 days of the discrimination (300 days where ' +
            'a state agency also handles it).',
        ],
        nextSteps: ['Report the conduct in writing to HR or a manager and keep a copy.'],
        freeResources: ['EEOC: eeoc.gov or 1-800-669-4000.'],
      },
    },
    retaliation: {
      label: 'Retaliation at work',
      summary: 'You may have been punished for complaining or reporting a problem.',
      issue: 'Retaliation for a protected complaint',
      rule:
        'Federal and state laws forbid employers from punishing workers for complaining about wages, ' +
        'safety or discrimination, or for taking part in an investigation.',
      lines: {
        deadlines: ['Safety retaliation complaints to OSHA generally must be filed within 30 days.'],
        freeResources: ['OSHA (safety and retaliation): 1-800-321-6742.'],
      },
    },
    unemployment: {
      label: 'Unemployment benefits',
      summary: 'The problem involves unemployment benefits.',
      issue: 'Eligibility for unemployment benefits and appeals',
      rule:
        'State unemployment programs pay benefits to workers who lose their jobs through no fault of ' +
        'their own; a denial can be appealed within a short deadline.',
      lines: {
        deadlines: [
          'Unemployment denials have short appeal deadlines (often 10 to 30 days); check the date on ' +
            'the letter.',
        ],
      },
    },
  },
  commonQuestions: [
    'My employer has not paid me. How do I get my wages?',
    'Do I have a right to overtime pay?',
    'I was fired. Was it legal, and can I get unemployment?',
    'What counts as discrimination or harassment at work?',
    'Do I have these rights if I am undocumented or paid in cash?',
  ],
};
