import { createSlice, type PayloadAction, type Reducer } from '@reduxjs/toolkit';

/**
 * The state of one call a screen waits for (register, save an address, remove a lane, …): pending, then its
 * data, or what went wrong. Pages select it; sagas set it through `createCallsSlice`'s actions.
 */
export type CallStatus = 'idle' | 'pending' | 'succeeded' | 'failed';

export interface CallFailure {
  /** Server (or client-side check) errors by form field, shown on the form (`email` → 'Email is already registered'). */
  fieldErrors?: Record<string, string>;
  /** What went wrong, as a translation key; or the server's own text when it said something specific. */
  errorKey?: string;
  errorText?: string;
}

export interface CallState<T = unknown> extends CallFailure {
  status: CallStatus;
  data?: T;
}

export const IDLE_CALL: CallState<never> = { status: 'idle' };

/**
 * One slice holding the state of several named calls, each with its own data type:
 *
 *     const calls = createCallsSlice<{ register: RegisterResponse; contactUs: void }>('account', ['register', 'contactUs']);
 *     yield put(calls.actions.succeeded('register', data)); // data must be a RegisterResponse
 */
export function createCallsSlice<Calls extends Record<string, unknown>>(name: string, names: ReadonlyArray<keyof Calls & string>) {
  type Name = keyof Calls & string;
  type State = { [K in keyof Calls]: CallState<Calls[K]> };
  const initialState: Record<string, CallState> = Object.fromEntries(names.map((call) => [call, IDLE_CALL]));

  const slice = createSlice({
    name,
    initialState,
    reducers: {
      started(state, action: PayloadAction<string>) {
        // Keeps the last data while the call runs again (a list stays on screen).
        state[action.payload] = { status: 'pending', data: state[action.payload]?.data };
      },
      succeeded(state, action: PayloadAction<{ call: string; data?: unknown }>) {
        state[action.payload.call] = { status: 'succeeded', data: action.payload.data };
      },
      failed(state, action: PayloadAction<{ call: string } & CallFailure>) {
        const { call, ...failure } = action.payload;
        state[call] = { status: 'failed', ...failure };
      },
      /** Forgets calls' state (a page opened anew starts clean). */
      reset(state, action: PayloadAction<string[]>) {
        for (const call of action.payload) state[call] = IDLE_CALL;
      },
    },
  });

  const { started, succeeded, failed, reset } = slice.actions;
  return {
    name,
    // The slice stores every call alike; this is the typed view of it (each call with its own data type).
    reducer: slice.reducer as Reducer<State>,
    actions: {
      started: (call: Name) => started(call),
      succeeded: <K extends Name>(call: K, ...data: Calls[K] extends void ? [] : [Calls[K]]) => succeeded(data.length > 0 ? { call, data: data[0] } : { call }),
      failed: (call: Name, failure: CallFailure = {}) => failed({ call, ...failure }),
      reset: (calls: Name[]) => reset(calls),
    },
    initialState: initialState as State,
  };
}
