import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { chatActions, selectThreadMessages, type ChatTruck } from './chat-slice';
import { ChatThread } from './ChatThread';

/** A truck's thread as the company sees it: loads it, marks it read while on screen, sends as the signed-in user. */
export function CompanyThread({ truck, actions, autoFocus }: { truck: ChatTruck; actions?: ReactNode; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { truckerId } = truck;
  const selectMessages = useMemo(() => selectThreadMessages(truckerId), [truckerId]);
  const messages = useAppSelector(selectMessages);

  useEffect(() => {
    dispatch(chatActions.threadViewed(truckerId));
    dispatch(chatActions.messagesRequested({ truckerId }));
    dispatch(chatActions.markReadRequested({ truckerId }));
    return () => {
      dispatch(chatActions.threadViewed(null));
    };
  }, [dispatch, truckerId]);

  const title = truck.truckNumber ? t('chat.threadTitle', { name: truck.name, number: truck.truckNumber }) : truck.name;
  return (
    <ChatThread
      title={title}
      side="user"
      messages={messages}
      actions={actions}
      autoFocus={autoFocus}
      onSend={(body, key) => dispatch(chatActions.sendRequested({ truckerId, body, key }))}
      onRetry={(key) => dispatch(chatActions.sendRetried({ truckerId, key }))}
      onLoadOlder={() => dispatch(chatActions.messagesRequested({ truckerId, older: true }))}
      onReload={() => dispatch(chatActions.messagesRequested({ truckerId }))}
    />
  );
}
