import { useState } from 'react';
import type { TrackingShare } from '@freight/contracts';
import { useFormat, useTranslation } from '@freight/i18n';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { ConfirmDialog, CopyButton, ErrorPanel, LoadingState } from '@freight/ui';
import { selectTrackingState, trackingActions } from './state';

/** The expiries offered for a new link (hours; 0: until revoked). */
const SHARE_EXPIRIES = [0, 24, 24 * 7, 24 * 30] as const;

function ShareRow({ share, onRevoke, busy }: { share: TrackingShare; onRevoke: (share: TrackingShare) => void; busy: boolean }) {
  const { t } = useTranslation('public-pages');
  const format = useFormat();
  const state = share.revokedAt ? 'revoked' : share.active ? 'active' : 'expired';
  return (
    <li className={`tracking-share tracking-share-${state}`} data-testid="tracking-share">
      <input className="tracking-share-url" readOnly value={share.url} aria-label={t('tracking.share.url')} onFocus={(event) => event.currentTarget.select()} />
      <p className="muted">
        {t(`tracking.share.state.${state}`)} ·{' '}
        {share.expiresAt ? t('tracking.share.expires', { when: format.dateTime(share.expiresAt) }) : t('tracking.share.noExpiry')}
        {share.createdByName ? ` · ${t('tracking.share.by', { name: share.createdByName })}` : ''}
      </p>
      {share.active && (
        <div className="form-actions">
          <CopyButton text={share.url} />
          <button type="button" className="button button-danger" disabled={busy} onClick={() => onRevoke(share)}>
            {t('tracking.share.revoke')}
          </button>
        </div>
      )}
    </li>
  );
}

/** "Share tracking" (full view only): make a public link, copy it, revoke it. */
export function SharePanel() {
  const { t } = useTranslation('public-pages');
  const dispatch = useAppDispatch();
  const { shares } = useAppSelector(selectTrackingState);
  const [expiry, setExpiry] = useState<number>(0);
  const [revoking, setRevoking] = useState<TrackingShare | null>(null);

  let list;
  if (shares.status === 'loading' || shares.status === 'idle') list = <LoadingState />;
  else if (shares.status === 'error' && shares.items.length === 0) list = <ErrorPanel title={t('tracking.share.failed')} message={shares.errorText} />;
  else if (shares.items.length === 0) list = <p className="muted">{t('tracking.share.none')}</p>;
  else
    list = (
      <ul className="tracking-shares">
        {shares.items.map((share) => (
          <ShareRow key={share._id} share={share} busy={shares.busy} onRevoke={setRevoking} />
        ))}
      </ul>
    );

  return (
    <section className="card tracking-share-panel" aria-labelledby="tracking-share-title">
      <h2 id="tracking-share-title">{t('tracking.share.title')}</h2>
      <p>{t('tracking.share.intro')}</p>
      <div className="tracking-share-new">
        <label>
          {t('tracking.share.expiry')}
          <select value={expiry} onChange={(event) => setExpiry(Number(event.target.value))}>
            {SHARE_EXPIRIES.map((hours) => (
              <option key={hours} value={hours}>
                {t(`tracking.share.expiryOption.h${hours}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button"
          disabled={shares.busy}
          aria-busy={shares.busy}
          onClick={() => dispatch(trackingActions.shareCreateRequested(expiry ? { expiresInHours: expiry } : {}))}
        >
          {t('tracking.share.create')}
        </button>
      </div>
      {shares.status === 'error' && shares.items.length > 0 && (
        <p className="form-error" role="alert">
          {shares.errorText ?? t('tracking.share.failed')}
        </p>
      )}
      {list}
      {revoking && (
        <ConfirmDialog
          open
          title={t('tracking.share.revokeTitle')}
          message={t('tracking.share.revokeBody')}
          confirmLabel={t('tracking.share.revoke')}
          onConfirm={() => {
            dispatch(trackingActions.shareRevokeRequested({ shareId: revoking._id }));
            setRevoking(null);
          }}
          onCancel={() => setRevoking(null)}
        />
      )}
    </section>
  );
}
