import { useEffect } from 'react';
import { Link, useSearchParams } from '@freight/router';
import { useTranslation } from '@freight/i18n';
import { useAppDispatch } from '@freight/store';
import { AddressesPanel } from '../addresses/AddressesPanel';
import { LanesPanel } from '../lanes/LanesPanel';
import { WarehousesPanel } from '../warehouses/WarehousesPanel';
import { BOOK_TABS, bookHref, type BookTab } from '../paths';
import { uiActions } from '../state';

const isTab = (value: string | null): value is BookTab => BOOK_TABS.some((tab) => tab === value);

/**
 * /address: the address book with its three sections; the section is in the URL (?tab=lanes), and so are each
 * list's page, size, search and filters (`PagedListView`).
 */
export function AddressBookPage() {
  const { t } = useTranslation('address');
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const requested = params.get('tab');
  const tab: BookTab = isTab(requested) ? requested : 'addresses';

  useEffect(() => {
    dispatch(uiActions.mapsRequested());
  }, [dispatch]);

  return (
    <section aria-labelledby="address-book-title">
      <h1 id="address-book-title">{t('title')}</h1>
      <nav className="tabs" aria-label={t('sections')}>
        {BOOK_TABS.map((name) => (
          <Link key={name} to={bookHref(name)} className={name === tab ? 'tab tab-active' : 'tab'} aria-current={name === tab ? 'page' : undefined}>
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
