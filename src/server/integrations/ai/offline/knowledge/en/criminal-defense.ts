import type { TopicText } from '../types.js';

export const criminalDefense: TopicText = {
  label: 'a criminal matter',
  title: 'Criminal case',
  summary: 'This looks like a criminal matter{inState}.',
  issues: ['Your constitutional rights in a criminal case'],
  rule:
    'A person accused of a crime has the right to remain silent, the right to a lawyer (appointed free ' +
    'if they cannot afford one and face jail), and the right to be presumed innocent until the state ' +
    'proves guilt beyond a reasonable doubt.',
  lines: {
    keyIssues: [
      'What you are accused of, what the state must prove, and what could happen next in court in {state}.',
    ],
    yourRights: [
      'You have the right to remain silent. Say clearly: "I want to remain silent and I want a lawyer."',
      'You have the right to a lawyer; if you cannot afford one and could go to jail, the court must ' +
        'appoint one (a public defender).',
      'You do not have to agree to a search; do not resist physically, but say that you do not consent.',
    ],
    deadlines: ['Court dates in criminal cases are strict; missing one can lead to an arrest warrant.'],
    evidenceToGather: [
      'All papers you received: citation, bail or release papers, charging documents and the next ' +
        'court date.',
      'Names of witnesses and any photos, videos or receipts that support your side—give them to your ' +
        'lawyer only.',
    ],
    nextSteps: [
      'Do not talk about the case with anyone but your lawyer—calls from jail are recorded, and social ' +
        'media posts can be used as evidence.',
      'Ask for a public defender at your first court appearance if you cannot afford a lawyer.',
    ],
    whenToSeeAttorney: [
      'Now: anyone charged with a crime, or questioned by police, should talk to a defense lawyer.',
      'If you are not a US citizen, tell your lawyer—a criminal case can affect immigration status.',
    ],
    freeResources: ['The public defender’s office in your county.'],
  },
  aspects: {
    arrest: {
      label: 'Arrest or criminal charges',
      summary: 'You or someone close to you has been arrested or charged.',
      issue: 'Criminal charges, release and bail',
      rule:
        'After an arrest, a person must be brought before a judge promptly, told the charges, and ' +
        'considered for release or bail.',
      lines: {
        nextSteps: [
          'Find out the charges, the case number and the next court date from the jail or the court clerk.',
        ],
      },
    },
    dui: {
      label: 'DUI / DWI',
      summary: 'The matter involves a charge of driving under the influence.',
      issue: 'DUI charge and driver’s license suspension',
      rule:
        'Every state punishes driving under the influence and has "implied consent" rules that can ' +
        'suspend a license for refusing or failing a chemical test, through a process separate from the ' +
        'criminal case.',
      lines: {
        deadlines: [
          'To challenge a license suspension there is usually a separate, very short deadline (often 7 ' +
            'to 30 days) to request a hearing.',
        ],
      },
    },
    warrant: {
      label: 'Arrest warrant',
      summary: 'There may be a warrant for your arrest.',
      issue: 'Dealing with an outstanding warrant',
      rule:
        'A warrant stays active until the person appears in court or the judge recalls it; appearing ' +
        'voluntarily, with a lawyer, is usually viewed better.',
      lines: {
        nextSteps: [
          'Do not ignore it: a lawyer can often arrange for you to appear voluntarily or ask the court ' +
            'to recall the warrant.',
        ],
      },
    },
    record: {
      label: 'Clearing a criminal record',
      summary: 'You want to clear or seal an old criminal record.',
      issue: 'Expungement or sealing of a criminal record',
      rule:
        'Each state decides which arrests and convictions can be expunged or sealed, and after how long; ' +
        'some states now clear some records automatically.',
      lines: {
        nextSteps: ['Get a copy of your record from the state or the court to see exactly what it shows.'],
        freeResources: ['Legal aid offices often run free record-clearing clinics.'],
      },
    },
  },
  commonQuestions: [
    'I was arrested. What are my rights?',
    'Do I have to answer police questions?',
    'How do I get a public defender?',
    'What happens at the first court date (arraignment)?',
    'Can I clear an old arrest or conviction from my record?',
  ],
};
