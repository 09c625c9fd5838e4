import { defineFeature } from '@freight/store';
import { truckSearchSaga } from './sagas';
import { SEARCH_KEY, truckSearchReducer } from './state';

/** The screen's state and sagas, injected when /search-trucks first mounts (its own key: the trucks remote's other screens keep theirs). */
export const truckSearchFeature = defineFeature({ key: SEARCH_KEY, reducer: truckSearchReducer, saga: truckSearchSaga });
