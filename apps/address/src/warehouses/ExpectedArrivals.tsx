import { useCallback, useEffect, useRef, useState } from 'react';
import { call, failedCallText } from '@freight/api-client';
import { links, type ExpectedArrival, type ExpectedArrivalsData } from '@freight/contracts';
import { useFormat, useTranslation } from '@freight/i18n';
import { LIVE_REFETCH_MS, useRefetchOnEvents } from '@freight/realtime';
import { Link } from '@freight/router';
import { DataTable } from '@freight/table';
import { ErrorPanel } from '@freight/ui';

/** GET warehouse-manager/expected-arrivals/{_id}: the containers heading to the warehouse (from ship to truck). */
const fetchExpectedArrivals = (warehouseId: string) =>
  call<ExpectedArrivalsData>(
    'warehouse-manager/expected-arrivals',
    { method: 'GET', url: `warehouse-manager/expected-arrivals/${encodeURIComponent(warehouseId)}` },
    { silent: true, quietErrors: true },
  ).then((answer) => answer.data!.arrivals);

type Loaded = { status: 'loading' } | { status: 'ready'; arrivals: ExpectedArrival[] } | { status: 'error'; message: string };

/** A burst of `containers.updated` (the tracking job moves many containers in one run) reads the list again once, this long after the last. */
export { LIVE_REFETCH_MS };

/**
 * The warehouse's expected arrivals (on its edit page): each container of an open purchase order heading here, soonest
 * first, with its status, ETA at the port, the day expected at the warehouse (the drayage load's delivery once made)
 * and a mark when its ETA slipped in the last day. Read again once per burst of `containers.updated` (the tracking job
 * moved containers) and on Refresh.
 */
export function ExpectedArrivals({ id }: { id: string }) {
  const { t } = useTranslation('address');
  const format = useFormat();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  // The latest read wins (a refresh or a live update may overlap the one before).
  const latest = useRef(0);
  const read = useCallback(
    (quietly: boolean) => {
      const ticket = ++latest.current;
      if (!quietly) setLoaded({ status: 'loading' });
      fetchExpectedArrivals(id)
        .then((arrivals) => ticket === latest.current && setLoaded({ status: 'ready', arrivals }))
        .catch((error: unknown) => {
          if (ticket !== latest.current) return;
          // A failed live update keeps the rows on screen; a failed first read or refresh says so.
          setLoaded((current) => (quietly && current.status === 'ready' ? current : { status: 'error', message: failedCallText(error, t, 'arrivals.failed') }));
        });
    },
    [id, t],
  );
  const load = useCallback(() => read(false), [read]);
  useEffect(() => {
    load();
    return () => {
      latest.current += 1;
    };
  }, [load]);
  // Live: the tracking job moved containers (ETAs, statuses): read again once per burst.
  useRefetchOnEvents('containers.updated', LIVE_REFETCH_MS, () => read(true));

  return (
    <section className="card" aria-labelledby="arrivals-title">
      <h2 id="arrivals-title">{t('arrivals.title')}</h2>
      <p className="muted">{t('arrivals.intro')}</p>
      {loaded.status === 'error' ? (
        <ErrorPanel title={t('arrivals.failed')} message={loaded.message} onRetry={load} />
      ) : (
        <>
          <DataTable
            caption={t('arrivals.title')}
            cards
            rows={loaded.status === 'ready' ? loaded.arrivals : []}
            loading={loaded.status === 'loading'}
            rowKey={(arrival) => arrival.containerId}
            empty={t('arrivals.empty')}
            columns={[
              { key: 'container', header: t('arrivals.container'), render: (a) => `${a.containerNumber} (${a.sizeType})` },
              {
                key: 'order',
                header: t('arrivals.order'),
                render: (a) => <Link to={links.editPurchaseOrder(a.purchaseOrder._id)}>{a.purchaseOrder.poNumber}</Link>,
              },
              { key: 'supplier', header: t('arrivals.supplier'), render: (a) => a.purchaseOrder.supplierName },
              { key: 'status', header: t('arrivals.status'), render: (a) => t(`arrivals.statuses.${a.status}`) },
              {
                key: 'eta',
                header: t('arrivals.eta'),
                render: (a) =>
                  a.eta ? (
                    <>
                      {`${format.dateTime(a.eta)} · ${a.purchaseOrder.destinationPort}`}
                      {a.slipped && (
                        <>
                          {' '}
                          <strong className="badge">{t('arrivals.slipped')}</strong>
                        </>
                      )}
                    </>
                  ) : (
                    t('arrivals.noEta')
                  ),
              },
              { key: 'expected', header: t('arrivals.expected'), render: (a) => (a.expectedOn ? format.day(a.expectedOn) : t('arrivals.noEta')) },
              {
                key: 'load',
                header: t('arrivals.load'),
                render: (a) => (a.load ? <Link to={links.editLoad(a.load._id)}>{a.load.loadId}</Link> : t('arrivals.noLoad')),
              },
            ]}
          />
          <button type="button" className="button button-secondary" onClick={load} disabled={loaded.status === 'loading'}>
            {t('arrivals.refresh')}
          </button>
        </>
      )}
    </section>
  );
}
