import { defineFeature } from '@freight/store';
import { chatReducer } from './chat-slice';
import { chatSaga } from './chat-sagas';

/** The chat's state and sagas, injected into the one store by the first chat component that mounts. */
export const chatFeature = defineFeature({ key: 'chat', reducer: chatReducer, saga: chatSaga });
