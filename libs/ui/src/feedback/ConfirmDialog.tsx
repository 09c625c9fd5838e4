import { useEffect, useRef } from 'react';
import { useTranslation } from '@freight/i18n';

/** Asks before a destructive action; the confirm button reads 'Confirm' (spec section 9). */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title?: string;
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close?.();
  }, [open]);
  if (!open) return null;
  return (
    <dialog ref={ref} className="dialog" aria-labelledby="confirm-title" onCancel={onCancel} open={open}>
      <h2 id="confirm-title">{title ?? t('confirm.title')}</h2>
      <p>{message}</p>
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('confirm.cancel')}
        </button>
        <button type="button" className="button button-danger" onClick={onConfirm}>
          {t('confirm.confirm')}
        </button>
      </div>
    </dialog>
  );
}
