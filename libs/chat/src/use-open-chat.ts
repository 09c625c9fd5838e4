import { useCallback } from 'react';
import { useAppDispatch, useFeature } from '@freight/store';
import { chatActions, type ChatTruck } from './chat-slice';
import { chatFeature } from './feature';

/**
 * Opens the chat panel over the screen for a truck. The panel is a lazy part of the signed-in layout, so it may not
 * have mounted yet when a row's "Chat" is pressed; the opener injects the chat's state itself, so the open request is
 * kept and the panel shows it as soon as it arrives (dispatched into a store without the chat, it was lost).
 */
export function useOpenChat(): (truck: ChatTruck) => void {
  useFeature(chatFeature);
  const dispatch = useAppDispatch();
  return useCallback((truck: ChatTruck) => void dispatch(chatActions.openChat(truck)), [dispatch]);
}
