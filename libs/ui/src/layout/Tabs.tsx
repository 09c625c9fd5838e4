import { NavLink } from '@freight/router';

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
