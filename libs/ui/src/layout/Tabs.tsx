import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { NavLink } from '@freight/router';
import './tabs.css';

/** Section tabs that are links (each tab has its own URL, so back/forward and deep links work). */
export function LinkTabs({ label, tabs }: { label: string; tabs: Array<{ to: string; label: string; end?: boolean }> }) {
  return (
    <nav className="tabs" aria-label={label}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.end} className={({ isActive }) => (isActive ? 'tab tab-active' : 'tab')}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

/**
 * Real tabs (WAI-ARIA tabs pattern): a `tablist` of `tab` buttons, one `tabpanel` for the chosen one. Arrow keys
 * (Left/Right, Home/End) move between the tabs and choose the one reached (automatic activation); only the chosen tab
 * is in the tab order. The parent holds the choice (the settings' profile keeps it in the URL's `?tab=`; with forms in
 * the panels, `useGuardedSwitch` asks before a tab unmounts unsaved changes). `LinkTabs` above are links, a navigation.
 */
export function Tabs<T extends string>({
  label,
  idPrefix,
  tabs,
  value,
  onChange,
  children,
}: {
  /** The tab list's accessible name. */
  label: string;
  /** Prefix of the tabs' and the panel's ids (unique on the page). */
  idPrefix: string;
  tabs: ReadonlyArray<TabItem<T>>;
  value: T;
  onChange: (value: T) => void;
  /** The chosen tab's panel. */
  children: ReactNode;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.value === value),
  );
  const choose = (next: number) => {
    const target = (next + tabs.length) % tabs.length;
    onChange(tabs[target]!.value);
    refs.current[target]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };
  const tabId = (tab: TabItem<T>) => `${idPrefix}-tab-${tab.value}`;
  const panelId = `${idPrefix}-panel`;
  const current = tabs[index]!;
  return (
    <div className="tab-set">
      <div role="tablist" aria-label={label} className="tabs">
        {tabs.map((tab, i) => {
          const selected = i === index;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                refs.current[i] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              className={selected ? 'tab tab-active' : 'tab'}
              onClick={() => onChange(tab.value)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(current)} tabIndex={0} className="tab-panel">
        {children}
      </div>
    </div>
  );
}
