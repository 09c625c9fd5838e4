import { useEffect } from 'react';
import { Link, useSearchParams } from '@freight/router';
import { useTranslation } from '@freight/i18n';
import { useAppDispatch } from '@freight/store';
import { addressList, laneList, uiActions, warehouseList } from '../state';
import { AddressesPanel } from '../addresses/AddressesPanel';
import { LanesPanel } from '../lanes/LanesPanel';
import { WarehousesPanel } from '../warehouses/WarehousesPanel';

export const BOOK_TABS = ['addresses', 'lanes', 'warehouses'] as const;
export type BookTab = (typeof BOOK_TABS)[number];

/** /address: the address book with its three sections; the section is in the URL (?tab=lanes). */
export function AddressBookPage() {
  const { t } = useTranslation('address');
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const tab: BookTab = (BOOK_TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as BookTab) : 'addresses';

  useEffect(() => {
    dispatch(uiActions.mapsRequested());
  }, [dispatch]);
  useEffect(() => {
    // Each section keeps its page, limit and search in the store; coming back refetches that page.
    const list = { addresses: addressList, lanes: laneList, warehouses: warehouseList }[tab];
    dispatch(list.actions.requested());
  }, [dispatch, tab]);

  return (
    <section aria-labelledby="address-book-title">
      <h1 id="address-book-title">{t('title')}</h1>
      <nav className="tabs" aria-label={t('sections')}>
        {BOOK_TABS.map((name) => (
          <Link key={name} to={name === 'addresses' ? '/address' : `/address?tab=${name}`} className={name === tab ? 'tab tab-active' : 'tab'} aria-current={name === tab ? 'page' : undefined}>
            {t(`tabs.${name}`)}
          </Link>
        ))}
      </nav>
      {tab === 'addresses' && <AddressesPanel />}
      {tab === 'lanes' && <LanesPanel />}
      {tab === 'warehouses' && <WarehousesPanel />}
    </section>
  );
}
