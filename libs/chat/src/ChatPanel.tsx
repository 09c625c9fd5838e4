import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector, useFeature } from '@freight/store';
import { chatActions, selectCurrentTruck, selectShowChat } from './chat-slice';
import { CompanyThread } from './CompanyThread';
import { chatFeature } from './feature';
import './chat.css';

/**
 * The chat over any screen (the spec's showChat, currentTruck): mounted once in the signed-in layout, shown when a
 * screen dispatches `chatActions.openChat({ truckerId, name, truckNumber })` (the trucks list's row action). Esc or
 * the close button hide it and give the focus back to what opened it; on a phone it is a full-screen sheet.
 */
export function ChatPanel() {
  useFeature(chatFeature);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const showChat = useAppSelector(selectShowChat);
  const truck = useAppSelector(selectCurrentTruck);
  const opener = useRef<Element | null>(null);
  const open = showChat && truck !== null;

  // A layout effect: it runs before the composer takes the focus (a passive effect of the thread), so it sees the opener.
  useLayoutEffect(() => {
    if (!open) return;
    opener.current = document.activeElement;
    dispatch(chatActions.liveStarted());
    return () => {
      dispatch(chatActions.liveStopped());
      const previous = opener.current;
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
    };
  }, [dispatch, open]);
  // Another truck's "Chat" pressed while the panel is open: Esc then gives the focus back to that button.
  const truckerId = truck?.truckerId;
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open, truckerId]);

  if (!open) return null;
  const close = () => dispatch(chatActions.closeChat());
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };
  return (
    <div className="chat-panel" role="dialog" aria-modal="false" aria-label={t('chat.open', { name: truck.name })} onKeyDown={onKeyDown}>
      <CompanyThread
        key={truck.truckerId}
        truck={truck}
        autoFocus
        actions={
          <button type="button" className="button button-secondary chat-close" onClick={close} aria-label={t('chat.close')}>
            <span aria-hidden="true">×</span>
          </button>
        }
      />
    </div>
  );
}
