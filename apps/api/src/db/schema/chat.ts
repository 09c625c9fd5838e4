/** Chat. */
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { primaryId, createdAt, tstz, oneOf } from './columns';
import { companyScoped, users } from './companies';
import { truckers } from './fleet';
import { loads } from './loads';

/**
 * Chat between a company's users and a truck (/chat; state showChat, currentTruck). A thread is
 * (company_id, trucker_id); `sender` says which side wrote.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    ...primaryId(),
    ...companyScoped(),
    truckerId: uuid('trucker_id')
      .notNull()
      .references(() => truckers.id, { onDelete: 'cascade' }),
    loadId: uuid('load_id').references(() => loads.id, { onDelete: 'set null' }),
    sender: text('sender').notNull(),
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    readAt: tstz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('chat_messages_sender_check', oneOf(t.sender, ['user', 'trucker'])),
    index('chat_messages_thread_idx').on(t.companyId, t.truckerId, t.createdAt),
    index('chat_messages_company_created_idx').on(t.companyId, t.createdAt),
  ],
);
