import { links, type FavouriteItem } from '@freight/contracts';
import { useHasPermission } from '@freight/auth';
import { useFormat, useTranslation } from '@freight/i18n';
import { Link } from '@freight/router';
import { PagedListView, type Column } from '@freight/table';
import { SettingsFrame } from '../common/SettingsFrame';
import { FAVOURITE_FILTERS, favouriteList, favouritesActions } from './state';

/**
 * Where a favourite's detail is (other remotes' pages, from the links table: a remote never imports another): a carrier
 * company's profile (loads), a truck or an owner-operator of the own fleet (trucks, with the carrier permission). A
 * partner's truck has no detail screen here.
 */
export function favouriteHref(item: FavouriteItem, fleetAllowed: boolean): string | undefined {
  if (!item.available) return undefined;
  if (item.kind === 'company' && item.carrierCompanyId) return links.carrierDetail(item.carrierCompanyId);
  if (!item.ownFleet || !fleetAllowed || !item.truckerId) return undefined;
  return item.kind === 'truck' ? links.editTruck(item.truckerId) : links.editCarrier(item.truckerId);
}

/** /setting/favourites: the user's favourite trucks and carriers, paged, by kind, each removable and opening its detail. */
export function FavouritesPage() {
  const { t } = useTranslation('settings-profile');
  const format = useFormat();
  const fleetAllowed = useHasPermission('carrier');
  const columns: Column<FavouriteItem>[] = [
    {
      key: 'name',
      header: t('favourites.fields.name'),
      render: (item) => {
        const href = favouriteHref(item, fleetAllowed);
        return href ? (
          <Link to={href} aria-label={t('favourites.open', { name: item.name })}>
            {item.name}
          </Link>
        ) : (
          <span>{item.name}</span>
        );
      },
    },
    { key: 'kind', header: t('favourites.fields.kind'), render: (item) => <span className="badge">{t(`favourites.kinds.${item.kind}`)}</span> },
    { key: 'reference', header: t('favourites.fields.reference'), render: (item) => item.reference ?? '' },
    { key: 'place', header: t('favourites.fields.place'), render: (item) => [item.city, item.state].filter(Boolean).join(', ') },
    {
      key: 'rating',
      header: t('favourites.fields.rating'),
      render: (item) => (item.rating === null ? '' : format.number(item.rating, { maximumFractionDigits: 1 })),
    },
    {
      key: 'status',
      header: t('favourites.fields.status'),
      render: (item) => (!item.available ? t('favourites.unavailable') : item.kind !== 'company' && !item.ownFleet ? t('favourites.partner') : ''),
    },
  ];
  return (
    <SettingsFrame title={t('titles.favourites')} headingId="favourites-title">
      <p className="muted settings-note">{t('favourites.intro')}</p>
      <PagedListView
        list={favouriteList}
        caption={t('titles.favourites')}
        columns={columns}
        rowKey={(item) => item._id}
        filters={[
          {
            name: 'kind',
            label: t('favourites.filter'),
            allLabel: t('favourites.all'),
            options: FAVOURITE_FILTERS.map((kind) => ({ value: kind, label: t(`favourites.filters.${kind}`) })),
          },
        ]}
        remove={{
          rowName: (item) => item.name,
          action: (item) => favouritesActions.removeRequested(item),
          // A favourite taken away can be marked again: no "cannot be undone".
          texts: {
            button: t('favourites.remove'),
            named: (name) => t('favourites.removeNamed', { name }),
            confirm: (name) => t('favourites.confirmRemove', { name }),
          },
        }}
        cards
        empty={t('favourites.none')}
      />
    </SettingsFrame>
  );
}
