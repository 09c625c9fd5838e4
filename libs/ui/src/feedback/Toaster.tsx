import { useEffect } from 'react';
import { useTranslation } from '@freight/i18n';
import { dismissToast, selectToasts, TOAST_DURATION_MS, useAppDispatch, useAppSelector, type Toast } from '@freight/store';
import { IdText } from '../text/HumanId';

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(dismissToast(toast.id)), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [dispatch, toast.id]);
  const text = toast.text ?? (toast.messageKey ? t(toast.messageKey, toast.values) : '');
  return (
    <div className={`toast toast-${toast.kind}`} role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'status'}>
      <span className="toast-text">
        <IdText>{text}</IdText>
      </span>
      <button type="button" className="toast-close" aria-label={t('toast.close')} onClick={() => dispatch(dismissToast(toast.id))}>
        ×
      </button>
    </div>
  );
}

/** Shows the store's toasts; each disappears after 3 s (spec section 9). */
export function Toaster() {
  const toasts = useAppSelector(selectToasts);
  return (
    <div className="toaster" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}
