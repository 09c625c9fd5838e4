import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@freight/i18n';

interface DeclineQuoteDialogProps {
  /** Who the quote is from (named in the question). */
  party: string;
  loadId: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** The longest reason decline-quote-sender takes. */
export const DECLINE_REASON_MAX = 500;

/**
 * Asks before the shipper declines one quote, with an optional reason sent to the carrier. The kit's `ConfirmDialog`
 * takes no field (its file belongs to another part of the work), so this is the same modal with a textarea: a real
 * modal (`showModal()`), focus on the reason, Esc cancels, focus goes back to the card's Decline button. Render it
 * only while it is open.
 */
export function DeclineQuoteDialog({ party, loadId, onConfirm, onCancel }: DeclineQuoteDialogProps) {
  const { t } = useTranslation('loads');
  const common = useTranslation().t;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const titleId = useId();
  const messageId = useId();
  const reasonId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    reasonRef.current?.focus();
    return () => {
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onCancel();
      }}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(reason.trim());
        }}
      >
        <h2 id={titleId}>{t('quotes.confirm.declineTitle')}</h2>
        <p id={messageId}>{t('quotes.confirm.decline', { name: party, loadId })}</p>
        <div className="field">
          <label htmlFor={reasonId}>{t('quotes.confirm.declineReason')}</label>
          <textarea id={reasonId} ref={reasonRef} rows={3} maxLength={DECLINE_REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />
        </div>
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {common('confirm.cancel')}
          </button>
          <button type="submit" className="button button-danger">
            {t('quotes.actions.decline')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
