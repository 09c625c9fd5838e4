import { useId, useState } from 'react';
import { useTranslation } from '@freight/i18n';
import { ConfirmDialog } from '@freight/ui';

interface DeclineQuoteDialogProps {
  /** Who the quote is from (named in the question). */
  party: string;
  loadId: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/** The longest reason decline-quote-sender takes. */
const DECLINE_REASON_MAX = 500;

/**
 * Asks before the shipper declines one quote: the kit's `ConfirmDialog` with an optional reason sent to the carrier
 * (the focus on the reason, Esc cancels, focus back to the card's Decline button). Render it only while it is open.
 */
export function DeclineQuoteDialog({ party, loadId, onConfirm, onCancel }: DeclineQuoteDialogProps) {
  const { t } = useTranslation('loads');
  const [reason, setReason] = useState('');
  const reasonId = useId();
  return (
    <ConfirmDialog
      open
      title={t('quotes.confirm.declineTitle')}
      message={t('quotes.confirm.decline', { name: party, loadId })}
      confirmLabel={t('quotes.actions.decline')}
      onCancel={onCancel}
      onConfirm={() => onConfirm(reason.trim())}
    >
      <div className="field">
        <label htmlFor={reasonId}>{t('quotes.confirm.declineReason')}</label>
        <textarea id={reasonId} rows={3} maxLength={DECLINE_REASON_MAX} value={reason} onChange={(event) => setReason(event.target.value)} />
      </div>
    </ConfirmDialog>
  );
}
