import type { ReactNode } from 'react';
import { Link } from '@freight/router';
import { useTranslation } from '@freight/i18n';

/** Search box, optional filters and the add button above each list. */
export function ListToolbar({
  search,
  onSearch,
  addTo,
  addLabel,
  children,
}: {
  search: string;
  onSearch: (value: string) => void;
  addTo: string;
  addLabel: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="toolbar">
      <div className="field">
        <label htmlFor="list-search">{t('table.search')}</label>
        <input id="list-search" type="search" value={search} onChange={(event) => onSearch(event.target.value)} />
      </div>
      {children}
      <span className="spacer" />
      <Link className="button" to={addTo}>
        {addLabel}
      </Link>
    </div>
  );
}
