import type { SituationTopic, TopicCode } from '../../../shared/topics.js';

/** The topic code a chat sends (spec §3) to the engine's topic. Mortgage shares landlord_tenant's code. */
export const TOPIC_CODE_TO_SITUATION: Record<TopicCode, SituationTopic> = {
  landlord_tenant: 'landlord_tenant',
  employment_law: 'employment',
  family_law: 'family',
  personal_injury: 'personal_injury',
  contract_disputes: 'contract_disputes',
  criminal_defense: 'criminal_defense',
  immigration_law: 'immigration',
};
