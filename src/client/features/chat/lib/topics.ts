import {
  Bot,
  Briefcase,
  FileText,
  Globe,
  Home,
  Landmark,
  type LucideIcon,
  MessageSquare,
  Scale,
  Shield,
  Stethoscope,
  Users,
} from 'lucide-react';
import { ownValue } from '../../../../shared/own';
import type { ChatSession } from '../../../../shared/schemas/chat';
import { TOPICS } from '../../../../shared/topics';

export type Topic = (typeof TOPICS)[number];
export type TopicKey = Topic['key'];

/** Icon and colour of each topic; the names are what a session stores as topicIcon/topicColor. */
export const TOPIC_LOOK: Record<TopicKey, { icon: string; color: string }> = {
  landlordTenant: { icon: 'home', color: 'blue' },
  mortgageForeclosure: { icon: 'landmark', color: 'amber' },
  employment: { icon: 'briefcase', color: 'teal' },
  family: { icon: 'users', color: 'rose' },
  personalInjury: { icon: 'stethoscope', color: 'red' },
  contracts: { icon: 'file-text', color: 'violet' },
  criminal: { icon: 'shield', color: 'slate' },
  immigration: { icon: 'globe', color: 'green' },
};

const ICONS: Record<string, LucideIcon> = {
  home: Home,
  landmark: Landmark,
  briefcase: Briefcase,
  users: Users,
  stethoscope: Stethoscope,
  'file-text': FileText,
  shield: Shield,
  globe: Globe,
  scale: Scale,
  bot: Bot,
  sms: MessageSquare,
};

// Whole class names, so Tailwind finds them when it scans this file.
const COLORS: Record<string, string> = {
  blue: 'bg-brand-100 text-brand-800',
  amber: 'bg-amber-100 text-amber-900',
  teal: 'bg-accent-100 text-accent-700',
  rose: 'bg-rose-100 text-rose-900',
  red: 'bg-red-100 text-red-900',
  violet: 'bg-violet-100 text-violet-900',
  slate: 'bg-slate-200 text-slate-800',
  green: 'bg-green-100 text-green-900',
};

export function topicByTitle(title: string | null | undefined): Topic | undefined {
  if (!title) return undefined;
  const wanted = title.trim().toLowerCase();
  return TOPICS.find((t) => t.title.toLowerCase() === wanted || t.key.toLowerCase() === wanted);
}

export function sessionIcon(session: ChatSession): LucideIcon {
  const icon = ownValue(ICONS, session.topicIcon);
  if (icon) return icon;
  if (session.channel === 'sms') return MessageSquare;
  return session.sessionType === 'attorney' ? Scale : Bot;
}

export function sessionColor(session: ChatSession): string {
  const color = ownValue(COLORS, session.topicColor);
  if (color) return color;
  return session.sessionType === 'attorney' ? (COLORS.violet as string) : (COLORS.teal as string);
}

/**
 * The list badge: the topic's hashtag (a key of the chat catalog's `hashtags`, so it reads in the
 * person's language), else Attorney or AI.
 */
export function sessionBadge(
  session: ChatSession,
): { kind: 'hashtag'; key: TopicKey | 'other' } | { kind: 'attorney' | 'ai' } {
  if (session.legalTopic) return { kind: 'hashtag', key: topicByTitle(session.legalTopic)?.key ?? 'other' };
  return { kind: session.sessionType === 'attorney' ? 'attorney' : 'ai' };
}
