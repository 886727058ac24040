import type { TopicText } from '../types.js';

export const personalInjury: TopicText = {
  label: 'a personal injury matter',
  title: 'Injury claim',
  summary: 'This looks like a personal injury matter{inState}.',
  issues: ['Negligence: who is responsible for the injury and for the losses'],
  rule:
    'A person or business that fails to act with reasonable care is responsible for the injuries and ' +
    'losses that failure causes (negligence); each state sets a deadline to file (the statute of ' +
    'limitations), commonly between 1 and 6 years.',
  lines: {
    keyIssues: [
      'Who was at fault, and how {state} divides responsibility when more than one person shares the blame.',
      'What your losses are: medical bills, lost wages, pain, and damage to property.',
    ],
    yourRights: [
      'You may be able to recover medical costs, lost income and compensation for pain from whoever is ' +
        'at fault or from their insurance.',
    ],
    deadlines: [
      'Every state sets a deadline to file an injury claim, and some claims (a medical error, an ' +
        'injury at work, a claim against a city or the state) have their own, often much shorter, ' +
        'deadlines and notices.',
    ],
    evidenceToGather: [
      'Photos of the place, the injuries and any damage, taken as soon as possible.',
      'Names and phone numbers of witnesses.',
      'All medical records and bills, and proof of days of work missed.',
    ],
    nextSteps: [
      'Get medical care and follow the treatment; gaps in care are used against injury claims.',
      'Do not give a recorded statement to the other side’s insurance company or sign anything before ' +
        'getting advice.',
    ],
    whenToSeeAttorney: [
      'You were hurt seriously, missed work, or an insurance company offers a quick settlement.',
      'Many injury lawyers give a free consultation and are paid only if you recover money (a ' +
        'contingency fee).',
    ],
    freeResources: ['If you cannot afford care, ask the hospital about financial assistance (charity care).'],
  },
  aspects: {
    car: {
      label: 'Car accident',
      summary: 'You were in a traffic accident.',
      issue: 'Fault and insurance after a traffic accident',
      rule:
        'Drivers must use reasonable care; the at-fault driver and their insurance generally pay for the ' +
        'harm, subject to each state’s insurance and shared-fault rules.',
      lines: {
        nextSteps: [
          'Report the accident to your own insurance company promptly, and to the police if it was not ' +
            'reported.',
          'Get the other driver’s name, insurance and plate number if you do not have them.',
        ],
        evidenceToGather: ['The police report number and photos of the vehicles and the scene.'],
      },
    },
    slip_fall: {
      label: 'Fall on someone else’s property',
      summary: 'You were hurt in a fall on someone else’s property.',
      issue: 'Premises liability: the owner’s duty to keep the property safe',
      rule:
        'Owners and businesses must keep their property reasonably safe and fix or warn about dangers ' +
        'they know or should know about.',
      lines: {
        nextSteps: [
          'Ask the store or owner for a copy of the incident report and ask that video be preserved.',
        ],
        evidenceToGather: ['Photos of what made you fall (a wet floor, broken step) and the shoes you wore.'],
      },
    },
    medical: {
      label: 'Medical error',
      summary: 'You may have been harmed by a medical error.',
      issue: 'Medical malpractice',
      rule:
        'Health providers must meet the standard of care of their profession; malpractice claims usually ' +
        'need an expert’s review and often have special notice rules and shorter deadlines.',
      lines: {
        deadlines: ['Medical malpractice claims often have shorter deadlines and extra notice steps.'],
        nextSteps: ['Ask for a complete copy of your medical records; you have a right to them.'],
      },
    },
    dog_bite: {
      label: 'Dog bite',
      summary: 'You were bitten or attacked by a dog.',
      issue: 'The dog owner’s responsibility for a bite',
      rule:
        'Many states make dog owners responsible for bites regardless of the dog’s history; others ' +
        'require showing the owner knew the dog was dangerous.',
      lines: {
        nextSteps: ['Report the bite to animal control and ask about the dog’s rabies vaccination.'],
      },
    },
    work_injury: {
      label: 'Injury at work',
      summary: 'You were hurt while working.',
      issue: 'Workers’ compensation for an injury at work',
      rule:
        'Workers’ compensation generally pays medical care and part of lost wages for work injuries ' +
        'regardless of fault, and usually replaces a lawsuit against the employer.',
      lines: {
        yourRights: [
          'Workers’ compensation usually covers medical care and part of lost wages whatever caused ' +
            'the accident; in many states it covers undocumented workers too.',
        ],
        deadlines: [
          'Report the injury to your employer in writing right away; some states require notice within ' +
            '30 days or less.',
        ],
      },
    },
  },
  commonQuestions: [
    'I was in a car accident. What should I do now?',
    'The insurance company offered me money. Should I accept it?',
    'How long do I have to make an injury claim?',
    'Who pays my medical bills?',
    'I got hurt at work. Am I covered by workers’ compensation?',
  ],
};
