import { useMemo } from 'react';
import { Link } from '@freight/router';
import { ADDRESS_TAGS, type Address } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { MapView, type MapPoint } from '@freight/map';
import { useAppSelector } from '@freight/store';
import { PagedListView, type Column } from '@freight/table';
import { paths } from '../paths';
import { addressEdits, addressList, selectAddresses } from '../state';

export function AddressesPanel() {
  const { t } = useTranslation('address');
  const list = useAppSelector(selectAddresses);
  const columns: Column<Address>[] = [
    { key: 'name', header: t('fields.name'), render: (a) => <Link to={paths.editAddress.getHref({ id: a._id })}>{a.name}</Link> },
    { key: 'tag', header: t('fields.tag'), render: (a) => <span className="badge">{t(`tags.${a.tag}`)}</span> },
    { key: 'street', header: t('fields.street1'), render: (a) => a.street1 },
    { key: 'city', header: t('fields.city'), render: (a) => `${a.city}, ${a.state} ${a.postalCode}` },
    { key: 'contact', header: t('fields.contactName'), render: (a) => a.contactName ?? '' },
    { key: 'default', header: t('fields.isDefault'), render: (a) => (a.isDefault ? t('yes') : '') },
  ];
  const points = useMemo<MapPoint[]>(
    () =>
      list.items
        .filter((a) => a.lat !== null && a.lng !== null)
        .map((a) => ({ id: a._id, lat: a.lat!, lng: a.lng!, label: `${a.name} (${a.city})`, kind: 'address' })),
    [list.items],
  );

  return (
    <PagedListView
      list={addressList}
      caption={t('tabs.addresses')}
      columns={columns}
      rowKey={(a) => a._id}
      add={{ to: paths.addAddress.getHref(), label: t('add') }}
      filters={[{ name: 'tag', label: t('fields.tag'), allLabel: t('allTags'), options: ADDRESS_TAGS.map((tag) => ({ value: tag, label: t(`tags.${tag}`) })) }]}
      remove={{ rowName: (a) => a.name, action: (a) => addressEdits.actions.removeRequested(a._id) }}
      empty={t('empty.addresses')}
    >
      <MapView points={points} label={t('mapOf', { what: t('tabs.addresses') })} />
    </PagedListView>
  );
}
