import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CHAT_BODY_MAX, type ChatSender } from '@freight/contracts';
import { localeOf, useTranslation } from '@freight/i18n';
import { ErrorPanel, LoadingState, useIdempotencyKeys } from '@freight/ui';
import type { ChatLine, ThreadMessages } from './chat-slice';
import './chat.css';

export interface ChatThreadProps {
  /** The thread's heading (who the other side is). */
  title: ReactNode;
  /** Whose messages are the reader's own: the company's screens are 'user', the driver's page 'trucker'. */
  side: ChatSender;
  messages: ThreadMessages;
  /** A message to send, with its Idempotency-Key (its line keeps it for a retry). */
  onSend: (body: string, key: string) => void;
  onRetry: (key: string) => void;
  onLoadOlder: () => void;
  /** Loads the thread again after a failure. */
  onReload: () => void;
  /** Buttons beside the heading (back, close). */
  actions?: ReactNode;
  /** Moves the focus to the composer when the thread opens (the panel). */
  autoFocus?: boolean;
  /** A line under the heading, e.g. the live connection's state. */
  status?: ReactNode;
}

const timeOf = (iso: string, language: string) => {
  const date = new Date(iso);
  const sameDay = date.toDateString() === new Date().toDateString();
  const locale = localeOf(language);
  return new Intl.DateTimeFormat(
    locale,
    sameDay ? { hour: 'numeric', minute: '2-digit' } : { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  ).format(date);
};

/**
 * One conversation: its messages (oldest at the top, the log announced to screen readers as messages arrive), older
 * pages on request, and the composer (Enter sends, Shift+Enter starts a new line). A message on its way says so; one
 * that failed offers a retry (the same message, the same Idempotency-Key). Used by the company's screens and the
 * driver's page alike.
 */
export function ChatThread({ title, side, messages, onSend, onRetry, onLoadOlder, onReload, actions, autoFocus, status }: ChatThreadProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const hintId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState('');
  const keys = useIdempotencyKeys();
  const logRef = useRef<HTMLDivElement>(null);
  const composerRef = useRef<HTMLTextAreaElement>(null);
  const lastKey = messages.lines.at(-1)?.key;
  const firstKey = messages.lines[0]?.key;
  const previousFirst = useRef<string | undefined>(undefined);

  // New messages at the bottom keep the log scrolled down; an older page added at the top keeps the reader's place.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    if (previousFirst.current !== undefined && firstKey !== previousFirst.current && lastKey !== undefined) {
      previousFirst.current = firstKey;
      return;
    }
    previousFirst.current = firstKey;
    log.scrollTop = log.scrollHeight;
  }, [lastKey, firstKey]);

  useEffect(() => {
    if (autoFocus) composerRef.current?.focus();
  }, [autoFocus]);

  const tooLong = draft.trim().length > CHAT_BODY_MAX;
  const submit = () => {
    const body = draft.trim();
    if (!body || tooLong) return;
    // Each message is its own action: the same text sent again later is a new message, under a new key.
    const key = keys.keyFor(body);
    keys.forget();
    onSend(body, key);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const senderLabel = (line: ChatLine) =>
    line.sender === side ? t('chat.you') : (line.senderName ?? (line.sender === 'trucker' ? t('chat.driver') : t('chat.office')));

  let body: ReactNode;
  if (messages.status === 'failed') body = <ErrorPanel title={t('chat.threadFailed')} onRetry={onReload} />;
  else if (messages.status !== 'ready' && messages.lines.length === 0) body = <LoadingState />;
  else
    body = (
      <>
        {messages.hasMore && (
          <button
            type="button"
            className="button button-secondary chat-older"
            onClick={onLoadOlder}
            disabled={messages.loadingOlder}
            aria-busy={messages.loadingOlder || undefined}
          >
            {messages.loadingOlder ? t('chat.loadingOlder') : t('chat.older')}
          </button>
        )}
        {messages.lines.length === 0 && <p className="chat-empty">{t('chat.noMessages')}</p>}
        {/* The log scrolls and announces; the messages inside are a list (a log's children cannot be list items). */}
        <div ref={logRef} className="chat-log" role="log" aria-live="polite" aria-relevant="additions" aria-label={t('chat.messages')} tabIndex={0}>
          <ol className="chat-lines">
            {messages.lines.map((line) => (
              <li key={line.key} className={`chat-line ${line.sender === side ? 'chat-line-mine' : 'chat-line-theirs'}`} data-state={line.state}>
                <span className="chat-meta">
                  <span className="chat-sender">{senderLabel(line)}</span> <time dateTime={line.createdAt}>{timeOf(line.createdAt, i18n.language)}</time>
                </span>
                <span className="chat-body">{line.body}</span>
                {line.state === 'sending' && <span className="chat-state">{t('chat.sending')}</span>}
                {line.state === 'failed' && (
                  <span className="chat-state chat-state-failed" role="alert">
                    {t('chat.failed')}{' '}
                    <button type="button" className="button button-secondary chat-retry" onClick={() => onRetry(line.key)}>
                      {t('chat.retry')}
                    </button>
                  </span>
                )}
                {line.state === 'sent' && line.sender === side && line.readAt && <span className="chat-state">{t('chat.read')}</span>}
              </li>
            ))}
          </ol>
        </div>
      </>
    );

  return (
    <section className="chat-thread" aria-labelledby={headingId}>
      <header className="chat-thread-header">
        <h2 id={headingId}>{title}</h2>
        {actions}
      </header>
      {status}
      <div className="chat-thread-body">{body}</div>
      <form
        className="chat-composer"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label className="visually-hidden" htmlFor={`${headingId}-composer`}>
          {t('chat.message')}
        </label>
        <textarea
          id={`${headingId}-composer`}
          ref={composerRef}
          rows={2}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('chat.message')}
          aria-describedby={tooLong ? `${hintId} ${errorId}` : hintId}
          aria-invalid={tooLong || undefined}
        />
        <button type="submit" className="button" disabled={!draft.trim() || tooLong}>
          {t('chat.send')}
        </button>
        <p id={hintId} className="chat-hint">
          {t('chat.composerHint')}
        </p>
        {tooLong && (
          <p id={errorId} className="field-error" role="alert">
            {t('chat.tooLong', { max: CHAT_BODY_MAX, count: draft.trim().length })}
          </p>
        )}
      </form>
    </section>
  );
}
