import { ApiError, fieldErrorsOf, serverMessages } from '@freight/api-client';
import type { CallFailure } from '@freight/store';

/** A failed call as the screens show it: the server's field errors on the form, its text beside the action. */
export function failureOf(error: unknown): CallFailure {
  const fieldErrors = fieldErrorsOf(error);
  const errorText = error instanceof ApiError ? serverMessages(error.body) : undefined;
  return { fieldErrors, ...(errorText ? { errorText } : {}) };
}
