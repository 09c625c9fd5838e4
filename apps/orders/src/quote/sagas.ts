import type { SagaIterator } from 'redux-saga';
import { all } from 'redux-saga/effects';

/** The "Create a quote" screen's saga. */
export function* quoteSaga(): SagaIterator {
  yield all([]);
}
