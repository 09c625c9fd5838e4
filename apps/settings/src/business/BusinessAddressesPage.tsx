import type { Address } from '@freight/contracts';
import { useTranslation } from '@freight/i18n';
import { Link } from '@freight/router';
import { PagedListView, type Column } from '@freight/table';
import { SettingsFrame } from '../common/SettingsFrame';
import { paths } from '../paths';
import { businessAddressEdits, businessAddressList } from './state';

/** /setting/businessDetails/address: the company's business addresses (search, pages, add, edit, remove). */
export function BusinessAddressesPage() {
  const { t } = useTranslation('settings-business');
  const { t: tf } = useTranslation('settings-profile');
  const columns: Column<Address>[] = [
    { key: 'name', header: t('addresses.fields.name'), render: (a) => <Link to={paths.editBusinessAddress.getHref({ id: a._id })}>{a.name}</Link> },
    { key: 'street', header: t('addresses.fields.street'), render: (a) => a.street1 },
    { key: 'city', header: t('addresses.fields.city'), render: (a) => `${a.city}, ${a.state} ${a.postalCode}` },
    { key: 'contact', header: t('addresses.fields.contact'), render: (a) => [a.contactName, a.contactPhone].filter(Boolean).join(' · ') },
    { key: 'default', header: t('addresses.fields.isDefault'), render: (a) => (a.isDefault ? t('addresses.yes') : '') },
  ];
  return (
    <SettingsFrame title={tf('titles.businessAddresses')} headingId="business-addresses-title">
      <p>
        <Link to={paths.businessDetails.getHref()}>{t('addresses.back')}</Link>
      </p>
      <PagedListView
        list={businessAddressList}
        caption={tf('titles.businessAddresses')}
        columns={columns}
        rowKey={(a) => a._id}
        add={{ to: paths.addBusinessAddress.getHref(), label: t('addresses.add') }}
        remove={{ rowName: (a) => a.name, action: (a) => businessAddressEdits.actions.removeRequested(a._id) }}
        cards
        empty={t('addresses.none')}
      />
    </SettingsFrame>
  );
}
