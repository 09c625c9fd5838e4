import { formatDateTime, useTranslation } from '@freight/i18n';
import { ErrorPanel, LoadingState } from '@freight/ui';
import { useResource } from '../resources';
import './driver.css';

/**
 * The proof of delivery of a load for a signed-in party (its shipper or its carrier): who received it, when, the
 * signature drawn on the driver's phone and the photos. Mounted by the tracking page (/orders/tracking/:loadId); a
 * load with no proof yet (or one the caller is no party to: the API answers 404 alike) says so.
 */
export function ProofOfDeliveryPanel({ loadId }: { loadId: string }) {
  const { t, i18n } = useTranslation('public-pages');
  const proof = useResource('proofOfDelivery', loadId);
  let body;
  if (proof.status === 'loading' && !proof.data) body = <LoadingState />;
  else if (proof.notFound || (proof.status === 'loaded' && !proof.data)) body = <p className="muted">{t('driver.proof.none')}</p>;
  else if (proof.status === 'failed' || !proof.data) body = <ErrorPanel title={t('driver.proof.failed')} onRetry={proof.retry} />;
  else {
    const data = proof.data;
    const signedAt = formatDateTime(data.signedAt, i18n.language);
    body = (
      <>
        <dl className="pod-facts">
          <div>
            <dt>{t('driver.proof.receiver')}</dt>
            <dd data-testid="pod-receiver">{data.receiverName}</dd>
          </div>
          <div>
            <dt>{t('driver.proof.signedAt')}</dt>
            <dd>
              <time dateTime={data.signedAt}>{signedAt}</time>
            </dd>
          </div>
          {data.note && (
            <div>
              <dt>{t('driver.proof.note')}</dt>
              <dd>{data.note}</dd>
            </div>
          )}
        </dl>
        <figure className="pod-signature">
          <img src={data.signatureUrl} alt={t('driver.proof.signatureAlt', { name: data.receiverName })} />
          <figcaption>{t('driver.proof.signature')}</figcaption>
        </figure>
        {data.photos.length > 0 && (
          <ul className="pod-photos" aria-label={t('driver.proof.photos')}>
            {data.photos.map((photo, index) => (
              <li key={photo._id}>
                <a href={photo.url} target="_blank" rel="noreferrer">
                  <img src={photo.url} alt={t('driver.proof.photoAlt', { number: index + 1 })} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }
  return (
    <section className="card pod-panel" aria-labelledby="pod-title">
      <h2 id="pod-title">{t('driver.proof.title')}</h2>
      {body}
    </section>
  );
}
