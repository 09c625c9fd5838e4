import { useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from '@freight/ui';
import { Link } from '@freight/router';
import { formatDateTime, useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { notificationsRequested, pushEnableRequested, selectNotifications, type PushState } from './state';

const PUSH_TEXT: Partial<Record<PushState, string>> = {
  enabled: 'notifications.pushEnabled',
  denied: 'notifications.pushDenied',
  unsupported: 'notifications.pushUnsupported',
  failed: 'notifications.pushUnsupported',
};

/** The header's notifications button: the unread count, the latest notifications, and the push switch. */
export function NotificationsMenu() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { list, push } = useAppSelector(selectNotifications);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const unread = list?.unread ?? 0;

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, close);

  const pushText = PUSH_TEXT[push];
  const canAskForPush = typeof Notification !== 'undefined' && Notification.permission !== 'denied' && push !== 'enabled';
  return (
    <div className="notifications" ref={root}>
      <button
        type="button"
        className="notifications-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (!open) dispatch(notificationsRequested());
          setOpen(!open);
        }}
      >
        {t('notifications.open', { count: unread })}
        {unread > 0 && (
          <span className="notifications-count" aria-hidden="true">
            {unread}
          </span>
        )}
      </button>
      {open && (
        <div id={panelId} className="notifications-panel" role="region" aria-label={t('notifications.title')}>
          <strong>{t('notifications.title')}</strong>
          {!list || list.items.length === 0 ? (
            <p>{t('notifications.empty')}</p>
          ) : (
            <ul>
              {list.items.map((item) => (
                <li key={item._id} className={item.read ? undefined : 'unread'}>
                  {item.link ? (
                    <Link to={item.link} onClick={() => dispatch(notificationsRequested({ id: item._id }))}>
                      {item.title}
                    </Link>
                  ) : (
                    item.title
                  )}
                  {item.body && <div>{item.body}</div>}
                  <small className="muted">{formatDateTime(item.createdAt, i18n.language)}</small>
                </li>
              ))}
            </ul>
          )}
          {unread > 0 && (
            <button type="button" className="link-button" onClick={() => dispatch(notificationsRequested({ all: true }))}>
              {t('notifications.markAll')}
            </button>
          )}
          <p>
            {pushText ? (
              <span role="status">{t(pushText)}</span>
            ) : (
              canAskForPush && (
                <button type="button" className="link-button" disabled={push === 'pending'} onClick={() => dispatch(pushEnableRequested())}>
                  {t('notifications.enablePush')}
                </button>
              )
            )}
          </p>
        </div>
      )}
    </div>
  );
}
