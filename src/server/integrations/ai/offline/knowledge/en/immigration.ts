import type { TopicText } from '../types.js';

export const immigration: TopicText = {
  label: 'an immigration matter',
  title: 'Immigration question',
  summary:
    'This looks like an immigration matter. Immigration law is federal, so the same rules apply in ' +
    'every state, though local help differs.',
  issues: ['Immigration status and the options that may exist'],
  rule:
    'Immigration is governed by federal law; applications go to USCIS and removal (deportation) cases to ' +
    'the immigration courts (EOIR). Only lawyers and accredited representatives of recognized ' +
    'organizations may give immigration legal advice.',
  lines: {
    keyIssues: [
      'What your current status is, what options might exist, and whether there is any open case or ' +
        'deadline.',
    ],
    yourRights: [
      'Never sign a document you do not understand, especially one given by immigration officers. Ask ' +
        'for a copy and for a lawyer.',
      'Only lawyers and accredited representatives may give immigration legal advice. A "notario" or ' +
        'consultant cannot, and many cause serious harm.',
      'You have the right to remain silent and to speak with a lawyer.',
    ],
    deadlines: [
      'Immigration deadlines are strict and mistakes can be permanent; check every date on your papers.',
    ],
    evidenceToGather: [
      'Your passport, ID, any visas, receipts (notices with a receipt number) and your A-number if you ' +
        'have one.',
      'Every letter from USCIS or the immigration court, with envelopes.',
      'Proof of how long you have lived in the US (leases, pay stubs, school records) and of family ties.',
    ],
    nextSteps: [
      'Check a case online: USCIS case status with your receipt number, or immigration court ' +
        'information at acis.eoir.justice.gov or 1-800-898-7180 with your A-number.',
      'Get a consultation with an immigration lawyer or an accredited representative before filing anything.',
    ],
    whenToSeeAttorney: [
      'Before you file any application, and right away if you have a court date or someone is detained.',
    ],
    freeResources: [
      'Find free or low-cost nonprofit immigration help at immigrationlawhelp.org.',
      'The immigration court (EOIR) publishes a list of free legal service providers at justice.gov/eoir.',
    ],
  },
  aspects: {
    detention: {
      label: 'Detention or deportation',
      summary: 'Someone has been detained by immigration or is at risk of deportation.',
      issue: 'Immigration detention, bond and defense against deportation',
      rule:
        'A person detained by immigration has the right to a lawyer at no cost to the government and may ' +
        'be able to ask an immigration judge for release on bond.',
      lines: {
        yourRights: [
          'You do not have to open your door to immigration agents unless they show a warrant signed ' +
            'by a judge.',
          'Do not sign voluntary departure or deportation papers without legal advice.',
        ],
        nextSteps: [
          'Find a detained person with the ICE Online Detainee Locator (locator.ice.gov) using the ' +
            'A-number or name and country of birth.',
          'Ask a lawyer whether the person can request a bond hearing.',
        ],
      },
    },
    imm_court: {
      label: 'Immigration court',
      summary: 'There is an immigration court case or a Notice to Appear.',
      issue: 'Removal proceedings in immigration court',
      rule:
        'A person in removal proceedings must attend every hearing and keep the court informed of their ' +
        'address; an absence usually leads to a removal order.',
      lines: {
        deadlines: [
          'Missing an immigration court hearing usually leads to a removal order in your absence.',
          'Tell the court about a change of address within 5 days (form EOIR-33).',
          'An appeal of an immigration judge’s decision must reach the Board of Immigration Appeals ' +
            'within 30 days.',
        ],
      },
    },
    status: {
      label: 'Papers and immigration status',
      summary: 'You want to get, keep or renew an immigration status or work permit.',
      issue: 'Eligibility for a visa, residence, work permit or citizenship',
      rule:
        'Each benefit (family petition, residence, work permit, citizenship, DACA or TPS) has its own ' +
        'requirements; applying when not eligible can expose a person to removal.',
      lines: {
        yourRights: ['Official forms are free at uscis.gov; fees are paid only to the government.'],
        nextSteps: [
          'Have a lawyer or accredited representative screen you for every option before you apply.',
        ],
        freeResources: ['USCIS Contact Center: 1-800-375-5283.'],
      },
    },
    asylum: {
      label: 'Asylum',
      summary: 'You fear returning to your country.',
      issue: 'Asylum and protection from return',
      rule:
        'Asylum protects people persecuted because of race, religion, nationality, political opinion or ' +
        'membership in a particular social group; it generally must be requested within one year of ' +
        'arrival.',
      lines: {
        deadlines: [
          'Asylum generally must be requested within one year of arriving in the US, with limited ' +
            'exceptions.',
        ],
        evidenceToGather: [
          'Anything showing the harm or threats you faced (reports, photos, messages, medical records).',
        ],
      },
    },
    notario: {
      label: 'Notario fraud',
      summary: 'You may have been harmed by a "notario" or unlicensed consultant.',
      issue: 'Immigration services fraud ("notario" fraud)',
      rule:
        'Only licensed attorneys and accredited representatives may give immigration legal advice or ' +
        'prepare filings for a fee as legal help; notario fraud is illegal in many states.',
      lines: {
        nextSteps: [
          'Ask for your original documents and a copy of anything filed in your name.',
          'Report it at ReportFraud.ftc.gov and to your state attorney general.',
        ],
      },
    },
  },
  commonQuestions: [
    'What are my rights if immigration agents come to my home or work?',
    'How can I find out if I qualify for papers?',
    'I have an immigration court date. What should I do?',
    'How do I find someone detained by immigration?',
    'How do I know if a notario or consultant is legitimate?',
  ],
};
