import { useMemo } from 'react';
import { Link } from '@freight/router';
import { ADDRESS_TAGS, type Address } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { MapView, type MapPoint } from '@freight/map';
import { useAppDispatch, useAppSelector } from '@freight/store';
import { DataTable, Pagination, type Column } from '@freight/table';
import { ListToolbar } from '../book/ListToolbar';
import { useDeleteConfirm } from '../book/useDeleteConfirm';
import { addressList, selectAddresses } from '../state';

export function AddressesPanel() {
  const { t } = useTranslation('address');
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectAddresses);
  const remove = useDeleteConfirm('address', (name) => t('confirmDelete', { name }));

  const columns: Column<Address>[] = [
    { key: 'name', header: t('fields.name'), render: (a) => <Link to={`/address/edit/${a._id}`}>{a.name}</Link> },
    { key: 'tag', header: t('fields.tag'), render: (a) => <span className="badge">{t(`tags.${a.tag}`)}</span> },
    { key: 'street', header: t('fields.street1'), render: (a) => a.street1 },
    { key: 'city', header: t('fields.city'), render: (a) => `${a.city}, ${a.state} ${a.postalCode}` },
    { key: 'contact', header: t('fields.contactName'), render: (a) => a.contactName ?? '' },
    { key: 'default', header: t('fields.isDefault'), render: (a) => (a.isDefault ? t('yes') : '') },
    {
      key: 'actions',
      header: t('common:table.actions'),
      render: (a) => (
        <button type="button" className="link-button danger" onClick={() => remove.ask(a._id, a.name)} aria-label={t('deleteNamed', { name: a.name })}>
          {t('common:table.delete')}
        </button>
      ),
    },
  ];
  const points = useMemo<MapPoint[]>(
    () => list.items.filter((a) => a.lat !== null && a.lng !== null).map((a) => ({ id: a._id, lat: a.lat!, lng: a.lng!, label: `${a.name} (${a.city})`, kind: 'address' })),
    [list.items],
  );

  return (
    <>
      <ListToolbar search={list.search} onSearch={(value) => dispatch(addressList.actions.searchChanged(value))} addTo="/address/add" addLabel={t('add')}>
        <div className="field">
          <label htmlFor="address-tag">{t('fields.tag')}</label>
          <select id="address-tag" value={list.filters.tag ?? ''} onChange={(event) => dispatch(addressList.actions.filtersChanged(event.target.value ? { tag: event.target.value } : {}))}>
            <option value="">{t('allTags')}</option>
            {ADDRESS_TAGS.map((tag) => (
              <option key={tag} value={tag}>
                {t(`tags.${tag}`)}
              </option>
            ))}
          </select>
        </div>
      </ListToolbar>
      <DataTable caption={t('tabs.addresses')} columns={columns} rows={list.items} rowKey={(a) => a._id} loading={list.status === 'loading'} empty={t('empty.addresses')} />
      <Pagination
        page={list.page}
        limit={list.limit}
        total={list.total}
        onPage={(page) => dispatch(addressList.actions.requested({ page }))}
        onLimit={(limit) => dispatch(addressList.actions.requested({ limit }))}
      />
      <MapView points={points} label={t('mapOf', { what: t('tabs.addresses') })} />
      {remove.dialog}
    </>
  );
}
