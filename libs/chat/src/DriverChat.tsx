import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ApiError, driverChat } from '@freight/api-client';
import type { ChatMessage, ChatReadEvent } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { useRealtime } from '@freight/realtime';
import { ErrorPanel } from '@freight/ui';
import { chatActions, chatReducer, initialChatState, type ChatState, type ThreadMessages } from './chat-slice';
import { ChatThread } from './ChatThread';
import { MESSAGE_PAGE } from './chat-sagas';
import './chat.css';

const quiet = { silent: true, quietErrors: true } as const;
const NOTHING: ThreadMessages = { status: 'loading', lines: [], hasMore: false, loadingOlder: false };

/**
 * The driver's side of the chat, for the driver's pages (/orderPickup, /orderDelivery): the thread of the link's truck
 * with its carrier, through the driver calls (driver-chat/*, the token in X-Driver-Token) and the token's own
 * real-time connection. Its state is its own (the chat slice's reducer, used locally): the driver has no session.
 */
export function DriverChat({ driverToken }: { driverToken: string }) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const latest = useRef<ChatState>(state);
  latest.current = state;
  const [thread, setThread] = useState<{ truckerId: string; companyName: string } | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const truckerId = thread?.truckerId;

  const load = useCallback(
    async (older = false) => {
      const current = truckerId ? latest.current.messages[truckerId] : undefined;
      const oldest = current?.lines.find((line) => line.state === 'sent');
      if (truckerId) dispatch(chatActions.messagesRequested({ truckerId, older }));
      try {
        const { data } = await driverChat.messageList(driverToken, { limit: MESSAGE_PAGE, ...(older && oldest ? { before: oldest._id } : {}) }, quiet);
        if (!data) return;
        setThread({ truckerId: data.truckerId, companyName: data.companyName });
        dispatch(chatActions.messagesLoaded({ truckerId: data.truckerId, items: data.items, hasMore: data.hasMore, older }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) setLinkInvalid(true);
        dispatch(chatActions.messagesFailed({ truckerId: truckerId ?? 'pending' }));
      }
    },
    [driverToken, truckerId],
  );

  useEffect(() => {
    void load();
    // Only on a new token: `load` changes once the thread is known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [driverToken]);

  /** Sends a line (`body` for a new one; a retry reads it from the line). The key is the Idempotency-Key. */
  const send = async (id: string, key: string, body = latest.current.messages[id]?.lines.find((candidate) => candidate.key === key)?.body) => {
    if (body === undefined) return;
    try {
      const { data } = await driverChat.sendMessage(driverToken, { body }, { ...quiet, idempotencyKey: key });
      if (data) dispatch(chatActions.sendSucceeded({ key, message: data }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setLinkInvalid(true);
      dispatch(chatActions.sendFailed({ truckerId: id, key }));
    }
  };

  const connection = linkInvalid ? null : { driverToken };
  const { status } = useRealtime<ChatMessage>(
    'chat.message',
    (message) => {
      if (message.truckerId !== truckerId) return;
      dispatch(chatActions.messageReceived(message, true));
      // The company's message is on the open page: it is read (the dispatcher sees "Read").
      if (message.sender === 'user') void driverChat.markRead(driverToken, { lastId: message._id }, quiet).catch(() => undefined);
    },
    connection,
  );
  useRealtime<ChatReadEvent>('chat.read', (event) => dispatch(chatActions.readReceived(event)), connection);

  if (linkInvalid) return <ErrorPanel title={t('chat.linkInvalid')} />;
  const messages = truckerId ? (state.messages[truckerId] ?? NOTHING) : state.messages.pending?.status === 'failed' ? state.messages.pending : NOTHING;
  return (
    <div className="driver-chat">
      <ChatThread
        title={thread ? t('chat.withCompany', { company: thread.companyName }) : t('chat.title')}
        side="trucker"
        messages={messages}
        status={
          status !== 'closed' ? null : (
            <p className="chat-connection" role="status">
              {t('chat.reconnecting')}
            </p>
          )
        }
        onSend={(body, key) => {
          if (!truckerId) return;
          dispatch(chatActions.sendRequested({ truckerId, body, key, sender: 'trucker' }));
          void send(truckerId, key, body);
        }}
        onRetry={(key) => {
          if (!truckerId) return;
          dispatch(chatActions.sendRetried({ truckerId, key }));
          void send(truckerId, key);
        }}
        onLoadOlder={() => void load(true)}
        onReload={() => void load()}
      />
    </div>
  );
}
