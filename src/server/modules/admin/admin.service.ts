import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Charts, Conversation, Stats } from '../../../shared/schemas/admin.js';
import { type Db, rowsOf } from '../../db/open.js';
import { attorneyProfiles, chatMessages, escalations, users } from '../../db/schema/index.js';
import { authorOf, type MessageRow } from '../chat/chat.view.js';

/** The four stat cards. */
export async function loadStats(db: Db): Promise<Stats> {
  const monthStart = sql`date_trunc('month', now())`;
  const [[messages], [active], [pending], [live]] = await Promise.all([
    db.select({ n: count() }).from(chatMessages),
    db
      .select({ n: count() })
      .from(users)
      .where(and(isNull(users.deletedAt), gte(users.lastLoginAt, monthStart))),
    db.select({ n: count() }).from(escalations).where(eq(escalations.status, 'open')),
    db
      .select({ n: count() })
      .from(attorneyProfiles)
      .where(and(eq(attorneyProfiles.status, 'approved'), eq(attorneyProfiles.liveNow, true))),
  ]);
  return {
    totalMessages: messages?.n ?? 0,
    activeUsers: active?.n ?? 0,
    attorneyEscalations: pending?.n ?? 0,
    liveAttorneys: live?.n ?? 0,
  };
}

interface ConversationRow {
  id: number;
  user_id: number | null;
  customer_phone_number: string;
  session_type: 'ai' | 'attorney';
  channel: 'web' | 'sms';
  title: string | null;
  last_message_at: string | Date;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  state: string | null;
  message_text: string | null;
  direction: 'inbound' | 'outbound' | null;
  message_type: MessageRow['messageType'] | null;
  sender_user_id: number | null;
  sender_name: string | null;
}

const iso = (d: string | Date) => new Date(d).toISOString();

/** Conversations with their latest message, most recent activity first. */
export async function listConversations(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ conversations: Conversation[]; total: number }> {
  const result = await db.execute(sql`
    select s.id, s.user_id, s.customer_phone_number, s.session_type, s.channel, s.title, s.last_message_at,
           u.email, u.first_name, u.last_name, u.phone_number, u.state,
           m.message_text, m.direction, m.message_type, m.sender_user_id, m.sender_name
    from chat_sessions s
    left join users u on u.id = s.user_id
    left join lateral (
      select message_text, direction, message_type, sender_user_id, sender_name
      from chat_messages where session_id = s.id order by id desc limit 1
    ) m on true
    where s.deleted_at is null
    order by s.last_message_at desc, s.id desc
    limit ${page.limit} offset ${page.offset}`);
  const totals = await db.execute(sql`select count(*)::int as n from chat_sessions where deleted_at is null`);
  const conversations = rowsOf<ConversationRow>(result).map((r) => {
    const phone = r.channel === 'sms' ? r.customer_phone_number : r.phone_number;
    return {
      id: r.id,
      userId: r.user_id,
      user: { phoneNumber: phone },
      messageText: r.message_text ?? '',
      direction: r.direction,
      userEmail: r.email,
      userFirstName: r.first_name,
      userLastName: r.last_name,
      customerPhoneNumber: r.customer_phone_number,
      sessionType: r.session_type,
      channel: r.channel,
      userState: r.state,
      title: r.title,
      lastMessage: r.message_text,
      lastMessageAt: iso(r.last_message_at),
      lastMessageAuthor:
        r.direction && r.message_type
          ? authorOf({
              direction: r.direction,
              messageType: r.message_type,
              senderUserId: r.sender_user_id,
              senderName: r.sender_name,
            })
          : null,
    };
  });
  return { conversations, total: rowsOf<{ n: number }>(totals)[0]?.n ?? 0 };
}

/** The three admin charts, each series complete (days and weeks with nothing count 0). */
export async function loadCharts(db: Db): Promise<Charts> {
  const [days, weeks, states] = await Promise.all([
    db.execute(sql`
      select to_char(d.day, 'YYYY-MM-DD') as day, count(s.id)::int as count
      from generate_series((now() at time zone 'UTC')::date - 29, (now() at time zone 'UTC')::date, interval '1 day') as d(day)
      left join chat_sessions s on (s.created_at at time zone 'UTC')::date = d.day::date
      group by d.day order by d.day`),
    db.execute(sql`
      select to_char(w.week, 'YYYY-MM-DD') as week, count(u.id)::int as count
      from generate_series(date_trunc('week', now() at time zone 'UTC') - interval '11 weeks',
                           date_trunc('week', now() at time zone 'UTC'), interval '1 week') as w(week)
      left join users u on date_trunc('week', u.created_at at time zone 'UTC') = w.week and u.deleted_at is null
      group by w.week order by w.week`),
    db.execute(sql`
      select state, count(*)::int as count from legal_cases
      where state is not null group by state order by count(*) desc, state limit 10`),
  ]);
  return {
    conversationsPerDay: rowsOf<{ day: string; count: number }>(days),
    newUsersPerWeek: rowsOf<{ week: string; count: number }>(weeks),
    leadsByState: rowsOf<{ state: string; count: number }>(states),
  };
}
