import { sql, type SQL } from 'drizzle-orm';
import { realtimeTopic, type ChatMessage, type ChatMessagePage, type ChatReadEvent, type ChatSender, type ChatThreadPage } from '@freight/contracts';
import type { Db, DbOrTx } from '../db/client';
import { containsPattern } from '../db/search';
import { publishEvent } from '../realtime/publish';

/**
 * The chat's storage (chat_messages): a thread is one truck of the company (company_id, trucker_id), and every query
 * names the company, so a truck of another company is no thread (the routes answer 404). docs/modules/fleet.md, "Chat".
 */

interface MessageRow extends Record<string, unknown> {
  id: string;
  trucker_id: string;
  load_id: string | null;
  sender: ChatSender;
  sender_name: string | null;
  body: string;
  created_at: Date | string;
  read_at: Date | string | null;
}

const isoOf = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

const toChatMessage = (row: MessageRow): ChatMessage => ({
  _id: row.id,
  truckerId: row.trucker_id,
  loadId: row.load_id,
  sender: row.sender,
  senderName: row.sender_name,
  body: row.body,
  createdAt: isoOf(row.created_at),
  readAt: row.read_at === null ? null : isoOf(row.read_at),
});

/** The columns of a message with the name of who wrote it (alias m = chat_messages). */
const MESSAGE_COLUMNS = sql`m.id, m.trucker_id, m.load_id, m.sender, m.body, m.created_at, m.read_at,
  case when m.sender = 'trucker' then (select t.name from truckers t where t.id = m.trucker_id)
       else (select nullif(trim(concat_ws(' ', u.firstname, u.lastname)), '') from users u where u.id = m.sender_user_id) end as sender_name`;

export interface ChatTruck {
  id: string;
  name: string;
  truckNumber: string;
  companyId: string;
  companyName: string;
}

export interface NewChatMessage {
  companyId: string;
  truckerId: string;
  sender: ChatSender;
  senderUserId: string | null;
  body: string;
  loadId: string | null;
}

export function createChatRepository(db: Db) {
  return {
    /** The company's (active) truck, or null: the thread's owner check. */
    async truck(companyId: string, truckerId: string): Promise<ChatTruck | null> {
      const { rows } = await db.execute<{ id: string; name: string; truck_number: string; company_id: string; company_name: string }>(sql`
        select t.id, t.name, t.truck_number, t.company_id, c.name as company_name
        from truckers t join companies c on c.id = t.company_id
        where t.company_id = ${companyId} and t.id = ${truckerId} and t.is_active
      `);
      const row = rows[0];
      return row ? { id: row.id, name: row.name, truckNumber: row.truck_number, companyId: row.company_id, companyName: row.company_name } : null;
    },

    /** Whether the load is one the (company's, already checked) truck carries or carried: the message's subject. */
    async loadOfTruck(truckerId: string, loadId: string): Promise<boolean> {
      const { rows } = await db.execute(sql`
        select 1 from loads l where l.id = ${loadId} and l.trucker_id = ${truckerId}
        union all
        select 1 from order_details d join orders o on o.id = d.order_id where o.load_id = ${loadId} and d.trucker_id = ${truckerId}
        limit 1
      `);
      return rows.length > 0;
    },

    /**
     * One row per truck of the company that has messages, newest last message first; with a search, every truck
     * whose driver name or truck number matches (a truck without messages yet starts a thread from here).
     */
    async threads(companyId: string, query: { page: number; limit: number; search?: string }): Promise<ChatThreadPage> {
      const search = query.search?.trim();
      const matches: SQL = search
        ? sql`(t.name ilike ${containsPattern(search)} or t.truck_number ilike ${containsPattern(search)})`
        : sql`th.trucker_id is not null`;
      const { rows } = await db.execute<
        MessageRow & { truck_id: string; truck_name: string; truck_number: string; unread: number; total: number; last_id: string | null }
      >(sql`
        with th as (
          select m.trucker_id, max(m.created_at) as last_at,
                 count(*) filter (where m.sender = 'trucker' and m.read_at is null)::int as unread
          from chat_messages m where m.company_id = ${companyId} group by m.trucker_id
        )
        select t.id as truck_id, t.name as truck_name, t.truck_number, coalesce(th.unread, 0)::int as unread,
               count(*) over ()::int as total, last.id as last_id, last.trucker_id, last.load_id, last.sender, last.sender_name,
               last.body, last.created_at, last.read_at
        from truckers t
        left join th on th.trucker_id = t.id
        left join lateral (
          select ${MESSAGE_COLUMNS} from chat_messages m
          where m.company_id = ${companyId} and m.trucker_id = t.id
          order by m.created_at desc, m.id desc limit 1
        ) last on true
        where t.company_id = ${companyId} and t.is_active and ${matches}
        order by th.last_at desc nulls last, t.truck_number asc, t.id asc
        limit ${query.limit} offset ${(query.page - 1) * query.limit}
      `);
      const { rows: totals } = await db.execute<{ unread: number }>(sql`
        select count(*)::int as unread from chat_messages m join truckers t on t.id = m.trucker_id and t.company_id = m.company_id
        where m.company_id = ${companyId} and m.sender = 'trucker' and m.read_at is null and t.is_active
      `);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && query.page > 1) {
        const { rows: counted } = await db.execute<{ total: number }>(sql`
          select count(*)::int as total from truckers t
          left join (select distinct trucker_id from chat_messages where company_id = ${companyId}) th on th.trucker_id = t.id
          where t.company_id = ${companyId} and t.is_active and ${matches}
        `);
        total = counted[0]?.total ?? 0;
      }
      return {
        items: rows.map((row) => ({
          truckerId: row.truck_id,
          name: row.truck_name,
          truckNumber: row.truck_number,
          unread: Number(row.unread),
          lastMessage: row.last_id ? toChatMessage({ ...row, id: row.last_id }) : null,
        })),
        total: Number(total),
        page: query.page,
        limit: query.limit,
        unreadTotal: Number(totals[0]?.unread ?? 0),
      };
    },

    /** One page of a thread, newest first; `before` (a message id of the thread) gives the older page. */
    async messages(companyId: string, truckerId: string, query: { before?: string; limit: number }): Promise<ChatMessagePage> {
      const cursor = query.before
        ? sql`and (m.created_at, m.id) < (select b.created_at, b.id from chat_messages b
               where b.id = ${query.before} and b.company_id = ${companyId} and b.trucker_id = ${truckerId})`
        : sql``;
      const { rows } = await db.execute<MessageRow>(sql`
        select ${MESSAGE_COLUMNS} from chat_messages m
        where m.company_id = ${companyId} and m.trucker_id = ${truckerId} ${cursor}
        order by m.created_at desc, m.id desc
        limit ${query.limit + 1}
      `);
      return { items: rows.slice(0, query.limit).map(toChatMessage), hasMore: rows.length > query.limit };
    },

    /**
     * Stores a message and publishes `chat.message` to the company and the truck in the same transaction: the event
     * is announced at commit, never for a message that was rolled back.
     */
    async send(message: NewChatMessage): Promise<ChatMessage> {
      return db.transaction(async (tx) => {
        const stored = await insertMessage(tx, message);
        await publishEvent(tx, {
          type: 'chat.message',
          topics: [realtimeTopic.company(message.companyId), realtimeTopic.trucker(message.truckerId)],
          payload: stored,
        });
        return stored;
      });
    },

    /** Marks the other side's messages read (`reader` read them) and publishes `chat.read` when any changed. */
    async markRead(companyId: string, truckerId: string, reader: ChatSender, lastId?: string): Promise<{ updated: number; readAt: string }> {
      const written: ChatSender = reader === 'user' ? 'trucker' : 'user';
      const upTo = lastId
        ? sql`and (created_at, id) <= (select l.created_at, l.id from chat_messages l where l.id = ${lastId} and l.company_id = ${companyId} and l.trucker_id = ${truckerId})`
        : sql``;
      return db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ read_at: Date | string }>(sql`
          update chat_messages set read_at = now()
          where company_id = ${companyId} and trucker_id = ${truckerId} and sender = ${written} and read_at is null ${upTo}
          returning read_at
        `);
        const readAt = rows[0] ? isoOf(rows[0].read_at) : new Date().toISOString();
        if (rows.length > 0) {
          const payload: ChatReadEvent = { truckerId, reader, readAt };
          // Both sides hear it: the company's other screens clear their counts, the writer sees "Read".
          await publishEvent(tx, { type: 'chat.read', topics: [realtimeTopic.company(companyId), realtimeTopic.trucker(truckerId)], payload });
        }
        return { updated: rows.length, readAt };
      });
    },
  };
}

async function insertMessage(tx: DbOrTx, message: NewChatMessage): Promise<ChatMessage> {
  const { rows } = await tx.execute<MessageRow>(sql`
    with m as (
      insert into chat_messages (company_id, trucker_id, load_id, sender, sender_user_id, body)
      values (${message.companyId}, ${message.truckerId}, ${message.loadId}, ${message.sender}, ${message.senderUserId}, ${message.body})
      returning *
    )
    select ${MESSAGE_COLUMNS} from m
  `);
  return toChatMessage(rows[0]!);
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
