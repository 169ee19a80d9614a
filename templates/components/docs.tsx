// Docs building blocks: the shared sidebar with collapsible categories, breadcrumbs, previous/next.
import { useState } from 'react';
import type { NavLink, SidebarEntry } from '../../src/shared/page-props';
import { strings } from '../../src/shared/strings';
import { useRoute } from '../context';
import { Link } from './Link';

function containsRoute(entry: SidebarEntry, route: string): boolean {
  return entry.href === route || (entry.type === 'category' && entry.items.some((e) => containsRoute(e, route)));
}

function SidebarCategory({ entry, route }: { entry: Extract<SidebarEntry, { type: 'category' }>; route: string }) {
  const [collapsed, setCollapsed] = useState(entry.collapsed && !containsRoute(entry, route));
  const active = entry.href === route;
  return (
    <li className={`menu__list-item${collapsed ? ' menu__list-item--collapsed' : ''}`}>
      <div className="menu__list-item-collapsible">
        <Link to={entry.href} className={`menu__link menu__link--sublist${active ? ' menu__link--active' : ''}`} aria-current={active ? 'page' : undefined}>
          {entry.label}
        </Link>
        <button type="button" className="menu__caret" aria-expanded={!collapsed} aria-label={strings.docs.toggleCategory(entry.label)} onClick={() => setCollapsed(!collapsed)} />
      </div>
      {!collapsed && <SidebarList entries={entry.items} route={route} />}
    </li>
  );
}

export function SidebarList({ entries, route }: { entries: SidebarEntry[]; route: string }) {
  return (
    <ul className="menu__list">
      {entries.map((e) =>
        e.type === 'category' ? (
          <SidebarCategory key={e.href} entry={e} route={route} />
        ) : (
          <li key={e.href} className="menu__list-item">
            <Link to={e.href} className={`menu__link${e.href === route ? ' menu__link--active' : ''}`} aria-current={e.href === route ? 'page' : undefined}>
              {e.label}
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}

export function DocSidebar({ entries }: { entries: SidebarEntry[] }) {
  const { route } = useRoute();
  return (
    <aside className="doc-sidebar">
      <nav className="menu" aria-label={strings.docs.sidebar}>
        <SidebarList entries={entries} route={route} />
      </nav>
    </aside>
  );
}

export function Breadcrumbs({ items, current }: { items: NavLink[]; current: string }) {
  return (
    <nav className="breadcrumbs" aria-label={strings.docs.breadcrumbs}>
      <ol>
        {items.map((b) => (
          <li key={b.permalink} className="breadcrumbs__item">
            <Link to={b.permalink} className="breadcrumbs__link">{b.title}</Link>
          </li>
        ))}
        <li className="breadcrumbs__item breadcrumbs__item--active" aria-current="page">
          <span className="breadcrumbs__link">{current}</span>
        </li>
      </ol>
    </nav>
  );
}

export function PrevNext({ previous, next, label, prevLabel, nextLabel }: { previous?: NavLink; next?: NavLink; label: string; prevLabel: string; nextLabel: string }) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={label}>
      {previous ? (
        <Link to={previous.permalink} className="pagination-nav__link pagination-nav__link--prev" rel="prev">
          <span className="pagination-nav__sublabel">{prevLabel}</span>
          <span className="pagination-nav__label">« {previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link to={next.permalink} className="pagination-nav__link pagination-nav__link--next" rel="next">
          <span className="pagination-nav__sublabel">{nextLabel}</span>
          <span className="pagination-nav__label">{next.title} »</span>
        </Link>
      )}
    </nav>
  );
}
