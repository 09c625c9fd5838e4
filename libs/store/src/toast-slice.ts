import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export const TOAST_DURATION_MS = 3000;

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

/** A toast holds either a translation key (with values) or server text shown as is. */
export interface Toast {
  id: string;
  kind: ToastKind;
  messageKey?: string;
  values?: Record<string, string | number>;
  text?: string;
}

export const toastSlice = createSlice({
  name: 'toasts',
  initialState: [] as Toast[],
  reducers: {
    showToast: {
      reducer(state, action: PayloadAction<Toast>) {
        // The same words already on screen (several calls failing at once) are said once.
        const said = action.payload;
        const same = (shown: Toast) =>
          shown.kind === said.kind &&
          shown.messageKey === said.messageKey &&
          shown.text === said.text &&
          JSON.stringify(shown.values) === JSON.stringify(said.values);
        if (state.some(same)) return;
        state.push(action.payload);
      },
      prepare(toast: Omit<Toast, 'id'>) {
        return { payload: { ...toast, id: nanoid() } };
      },
    },
    dismissToast(state, action: PayloadAction<string>) {
      return state.filter((t) => t.id !== action.payload);
    },
  },
  selectors: { selectToasts: (state) => state },
});

export const { showToast, dismissToast } = toastSlice.actions;
export const { selectToasts } = toastSlice.selectors;
