// Docs building blocks: the shared sidebar with collapsible categories, breadcrumbs, previous/next.
import { useState } from 'react';
import type { DocCard, LastUpdateData, NavLink, SidebarEntry } from '../../src/shared/page-props';
import { strings } from '../../src/shared/strings';
import { useRoute } from '../context';
import { Link } from './Link';

function containsRoute(entry: SidebarEntry, route: string): boolean {
  if (entry.type === 'html') return false;
  return entry.href === route || (entry.type === 'category' && entry.items.some((e) => containsRoute(e, route)));
}

const cls = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

function SidebarCategory({ entry, route }: { entry: Extract<SidebarEntry, { type: 'category' }>; route: string }) {
  const collapsible = entry.collapsible !== false;
  const [collapsed, setCollapsed] = useState(collapsible && entry.collapsed && !containsRoute(entry, route));
  const active = entry.href === route;
  const label =
    entry.href !== undefined ? (
      <Link
        to={entry.href}
        className={`menu__link menu__link--sublist${active ? ' menu__link--active' : ''}`}
        aria-current={active ? 'page' : undefined}
      >
        {entry.label}
      </Link>
    ) : (
      // A category without a page of its own: the label opens and closes it.
      <button
        type="button"
        className="menu__link menu__link--sublist"
        aria-expanded={!collapsed}
        onClick={collapsible ? () => setCollapsed(!collapsed) : undefined}
      >
        {entry.label}
      </button>
    );
  return (
    <li className={cls(`menu__list-item${collapsed ? ' menu__list-item--collapsed' : ''}`, entry.className)}>
      <div className="menu__list-item-collapsible">
        {label}
        {collapsible && entry.href !== undefined && (
          <button
            type="button"
            className="menu__caret"
            aria-expanded={!collapsed}
            aria-label={strings.docs.toggleCategory(entry.label)}
            onClick={() => setCollapsed(!collapsed)}
          />
        )}
      </div>
      {!collapsed && <SidebarList entries={entry.items} route={route} />}
    </li>
  );
}

export function SidebarList({ entries, route }: { entries: SidebarEntry[]; route: string }) {
  return (
    <ul className="menu__list">
      {entries.map((e, i) =>
        e.type === 'html' ? (
          <li key={i} className={cls('menu__list-item', e.className)} dangerouslySetInnerHTML={{ __html: e.value }} />
        ) : // A category with nothing besides its index page is a plain link (no caret that expands to nothing).
        e.type === 'category' && (e.items.length > 0 || e.href === undefined) ? (
          <SidebarCategory key={e.href ?? i} entry={e} route={route} />
        ) : (
          <li key={e.href ?? i} className={cls('menu__list-item', e.className)}>
            <Link
              to={e.href ?? '/'}
              className={`menu__link${e.href === route ? ' menu__link--active' : ''}`}
              aria-current={e.href === route ? 'page' : undefined}
            >
              {e.label}
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}

/** The "Edit this page" link under a doc or post (its source in the site's repository; opens in a new tab). */
export function EditThisPage({ url }: { url: string }) {
  return (
    <div className="edit-this-page">
      <Link to={url}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            fill="currentColor"
            d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25Zm17.71-10.21a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83Z"
          />
        </svg>
        {strings.editThisPage}
      </Link>
    </div>
  );
}

/** "Last updated on … by …" under a doc or post (showLastUpdateTime / showLastUpdateAuthor). */
export function LastUpdated({ value }: { value: LastUpdateData }) {
  const { formattedDate: date, author } = value;
  const text =
    date !== undefined && author !== undefined
      ? strings.lastUpdate.atBy(date, author)
      : date !== undefined
        ? strings.lastUpdate.at(date)
        : strings.lastUpdate.by(author ?? '');
  return (
    <div className="last-updated">{value.date !== undefined ? <time dateTime={value.date}>{text}</time> : text}</div>
  );
}

/** The row under a doc or post: its edit link and its last update, when the site shows them. */
export function EntryMeta({ editUrl, lastUpdate }: { editUrl?: string; lastUpdate?: LastUpdateData }) {
  if (!editUrl && !lastUpdate) return null;
  return (
    <div className="entry-meta">
      {editUrl && <EditThisPage url={editUrl} />}
      {lastUpdate && <LastUpdated value={lastUpdate} />}
    </div>
  );
}

/** A category's items as cards (category pages; the same markup as routes/doc-card-list.ts writes for <DocCardList />). */
export function DocCards({ items }: { items: DocCard[] }) {
  return (
    <ul className="card-grid doc-category-items">
      {items.map((item) => (
        <li key={item.permalink}>
          <Link to={item.permalink} className="card">
            <span className="card__title">{item.title}</span>
            {item.description && <span className="card__description">{item.description}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function DocSidebar({ entries }: { entries: SidebarEntry[] }) {
  const { route } = useRoute();
  // A doc in no sidebar (a sidebars file that leaves it out, or displayed_sidebar: null) is shown full width.
  if (!entries.length) return null;
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
        {items.map((b, i) => (
          <li key={b.permalink || i} className="breadcrumbs__item">
            {b.permalink === '' ? (
              // A category without a page of its own.
              <span className="breadcrumbs__link">{b.title}</span>
            ) : i === 0 && b.title === strings.docs.home ? (
              // The docs home is a house icon, as in Docusaurus; its name stays for screen readers.
              <Link
                to={b.permalink}
                className="breadcrumbs__link breadcrumbs__link--home"
                aria-label={b.title}
                title={b.title}
              >
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                  <path
                    fill="currentColor"
                    d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 0 0-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z"
                  />
                </svg>
              </Link>
            ) : (
              <Link to={b.permalink} className="breadcrumbs__link">
                {b.title}
              </Link>
            )}
          </li>
        ))}
        <li className="breadcrumbs__item breadcrumbs__item--active" aria-current="page">
          <span className="breadcrumbs__link">{current}</span>
        </li>
      </ol>
    </nav>
  );
}

export function PrevNext({
  previous,
  next,
  label,
  prevLabel,
  nextLabel,
}: {
  previous?: NavLink;
  next?: NavLink;
  label: string;
  prevLabel: string;
  nextLabel: string;
}) {
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
