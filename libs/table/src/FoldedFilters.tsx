import { useEffect, useState, type ReactNode } from 'react';

const wideScreen = () => typeof window === 'undefined' || typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 40rem)').matches;

interface FoldedFiltersProps {
  /** The disclosure's name: "Filters", shown as "Filters (2)" while two of them are set. */
  label: string;
  /** How many of the filters are set. */
  active: number;
  children: ReactNode;
}

/**
 * Filters under a "Filters (n)" disclosure: open on a wide screen or while a filter is set, folded on a phone so the
 * results show on the first screen. `PagedListView`'s `foldFilters`, and any screen with its own filter bar (the board).
 */
export function FoldedFilters({ label, active, children }: FoldedFiltersProps) {
  const [open, setOpen] = useState(() => wideScreen() || active > 0);
  const someSet = active > 0;
  // Filters read from the URL after the first render (Back, a shared link) open it too.
  useEffect(() => {
    if (someSet) setOpen(true);
  }, [someSet]);
  return (
    <details className="list-filters" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{active > 0 ? `${label} (${active})` : label}</summary>
      <div className="list-filters-fields">{children}</div>
    </details>
  );
}
