import { useEffect } from 'react';
import { useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector, useFeature } from '@freight/store';
import { chatActions, selectCurrentTruck } from './chat-slice';
import { ChatThreadList } from './ChatThreadList';
import { CompanyThread } from './CompanyThread';
import { chatFeature } from './feature';
import './chat.css';

/** /chat: the threads beside the chosen one (on a phone one at a time, with a way back to the list). */
export function ChatPage() {
  useFeature(chatFeature);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const truck = useAppSelector(selectCurrentTruck);

  useEffect(() => {
    // The page shows the thread itself: the panel steps aside.
    dispatch(chatActions.closeChat());
    dispatch(chatActions.liveStarted());
    return () => {
      dispatch(chatActions.liveStopped());
    };
  }, [dispatch]);

  return (
    <section className={truck ? 'chat-page chat-page-thread' : 'chat-page'} aria-labelledby="chat-page-title">
      <h1 id="chat-page-title">{t('chat.title')}</h1>
      <div className="chat-page-columns">
        <ChatThreadList selected={truck?.truckerId} onSelect={(next) => dispatch(chatActions.selectTruck(next))} />
        <div className="chat-page-thread-column">
          {truck ? (
            <CompanyThread
              key={truck.truckerId}
              truck={truck}
              actions={
                <button type="button" className="button button-secondary chat-back" onClick={() => dispatch(chatActions.selectTruck(null))}>
                  {t('chat.back')}
                </button>
              }
            />
          ) : (
            <p className="chat-choose">{t('chat.choose')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
