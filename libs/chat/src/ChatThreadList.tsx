import { useEffect, useId, useRef, useState } from 'react';
import { localeOf, useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { EmptyState, ErrorPanel, LoadingState } from '@freight/ui';
import { chatActions, selectThreads, type ChatTruck } from './chat-slice';
import './chat.css';

const SEARCH_DELAY_MS = 300;

/**
 * The company's threads, one per truck, newest message first, with each one's unread count. A search finds trucks
 * without messages too (to start a thread).
 */
export function ChatThreadList({ selected, onSelect }: { selected?: string; onSelect: (truck: ChatTruck) => void }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const threads = useAppSelector(selectThreads);
  const [search, setSearch] = useState(threads.search);
  const searchId = useId();
  const first = useRef(true);

  useEffect(() => {
    const delay = first.current ? 0 : SEARCH_DELAY_MS;
    first.current = false;
    const timer = setTimeout(() => dispatch(chatActions.threadsRequested({ search })), delay);
    return () => clearTimeout(timer);
  }, [dispatch, search]);

  const locale = localeOf(i18n.language);
  const when = (iso: string) => new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

  let body;
  if (threads.status === 'failed') body = <ErrorPanel title={t('chat.loadFailed')} onRetry={() => dispatch(chatActions.threadsRequested({ search }))} />;
  else if (threads.status !== 'ready' && threads.items.length === 0) body = <LoadingState />;
  else if (threads.items.length === 0) body = <EmptyState>{threads.search ? t('chat.noMatch', { search: threads.search }) : t('chat.noThreads')}</EmptyState>;
  else
    body = (
      <ul className="chat-threads">
        {threads.items.map((thread) => (
          <li key={thread.truckerId}>
            <button
              type="button"
              className="chat-thread-item"
              aria-current={selected === thread.truckerId ? 'true' : undefined}
              onClick={() => onSelect({ truckerId: thread.truckerId, name: thread.name, truckNumber: thread.truckNumber })}
            >
              <span className="chat-thread-who">
                <span className="chat-thread-name">{thread.name}</span>
                {thread.truckNumber && <span className="chat-thread-truck">{t('chat.truck', { number: thread.truckNumber })}</span>}
              </span>
              <span className="chat-thread-last">{thread.lastMessage ? thread.lastMessage.body : t('chat.noLastMessage')}</span>
              {thread.lastMessage && (
                <time className="chat-thread-time" dateTime={thread.lastMessage.createdAt}>
                  {when(thread.lastMessage.createdAt)}
                </time>
              )}
              {thread.unread > 0 && (
                <span className="chat-unread" data-testid="chat-unread">
                  <span aria-hidden="true">{thread.unread}</span>
                  <span className="visually-hidden">{t('chat.unread', { count: thread.unread })}</span>
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <section className="chat-list" aria-labelledby={`${searchId}-title`}>
      <h2 id={`${searchId}-title`}>{t('chat.threads')}</h2>
      <label className="field chat-search" htmlFor={searchId}>
        <span>{t('chat.search')}</span>
        <input
          id={searchId}
          type="search"
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
          aria-describedby={`${searchId}-hint`}
        />
        <span id={`${searchId}-hint`} className="chat-hint">
          {t('chat.searchHint')}
        </span>
      </label>
      {body}
    </section>
  );
}
