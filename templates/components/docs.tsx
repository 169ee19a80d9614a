// Docs building blocks: the shared sidebar with collapsible categories (and, as the config asks, a button that
// hides it and categories that collapse their siblings), breadcrumbs, previous/next.
import { useEffect, useRef, useState } from 'react';
import type { DocCard, LastUpdateData, NavLink, SidebarEntry } from '../../src/shared/page-props';
import { strings } from '../../src/shared/strings';
import { useRoute, useSite } from '../context';
import { Link } from './Link';

function containsRoute(entry: SidebarEntry, route: string): boolean {
  if (entry.type === 'html') return false;
  return entry.href === route || (entry.type === 'category' && entry.items.some((e) => containsRoute(e, route)));
}

const cls = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

/** With `docs.sidebar.autoCollapseCategories`: which category of a list the reader expanded last (its siblings
 *  are then collapsed), and how a category says it was expanded. */
interface Siblings {
  expanded: string | undefined;
  expand: (key: string) => void;
}

function SidebarCategory({
  entry,
  route,
  id,
  siblings,
}: {
  entry: Extract<SidebarEntry, { type: 'category' }>;
  route: string;
  id: string;
  siblings?: Siblings;
}) {
  const collapsible = entry.collapsible !== false;
  const [own, setOwn] = useState(collapsible && entry.collapsed && !containsRoute(entry, route));
  const collapsed = own || (collapsible && siblings?.expanded !== undefined && siblings.expanded !== id);
  const setCollapsed = (next: boolean) => {
    setOwn(next);
    if (!next) siblings?.expand(id);
  };
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
  const [expanded, expand] = useState<string>();
  const siblings = useSite().docsSidebar?.autoCollapseCategories ? { expanded, expand } : undefined;
  return (
    <ul className="menu__list">
      {entries.map((e, i) =>
        e.type === 'html' ? (
          <li key={i} className={cls('menu__list-item', e.className)} dangerouslySetInnerHTML={{ __html: e.value }} />
        ) : // A category with nothing besides its index page is a plain link (no caret that expands to nothing).
        e.type === 'category' && (e.items.length > 0 || e.href === undefined) ? (
          <SidebarCategory key={e.href ?? i} id={e.href ?? String(i)} entry={e} route={route} siblings={siblings} />
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

/** Whether the reader hid the docs sidebar (`docs.sidebar.hideable`). Kept by the module, which lives as long as
 *  the page: the next page of a client-side navigation starts as the reader left the last one, and a page load
 *  starts with the sidebar shown, as the server rendered it. */
let sidebarHidden = false;

export function DocSidebar({ entries }: { entries: SidebarEntry[] }) {
  const { route } = useRoute();
  const hideable = useSite().docsSidebar?.hideable === true;
  const [hidden, setHidden] = useState(() => hideable && sidebarHidden);
  // After the reader hides or shows the sidebar, the button that undoes it takes the focus.
  const toggled = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (toggled.current) button.current?.focus();
    toggled.current = false;
  }, [hidden]);
  // A doc in no sidebar (a sidebars file that leaves it out, or displayed_sidebar: null) is shown full width.
  if (!entries.length) return null;
  const nav = (
    <nav className="menu" aria-label={strings.docs.sidebar}>
      <SidebarList entries={entries} route={route} />
    </nav>
  );
  if (!hideable) return <aside className="doc-sidebar">{nav}</aside>;
  const toggle = (next: boolean) => {
    sidebarHidden = next;
    toggled.current = true;
    setHidden(next);
  };
  const label = hidden ? strings.docs.expandSidebar : strings.docs.collapseSidebar;
  return (
    <aside className={`doc-sidebar doc-sidebar--hideable${hidden ? ' doc-sidebar--hidden' : ''}`}>
      <div className="doc-sidebar__viewport">
        {!hidden && nav}
        <button
          ref={button}
          type="button"
          className={hidden ? 'doc-sidebar__expand' : 'doc-sidebar__collapse'}
          aria-label={label}
          title={label}
          aria-expanded={!hidden}
          onClick={() => toggle(!hidden)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path fill="currentColor" d={hidden ? CHEVRONS_RIGHT : CHEVRONS_LEFT} />
          </svg>
        </button>
      </div>
    </aside>
  );
}

const CHEVRONS_LEFT =
  'M11.7 6.3a1 1 0 0 1 0 1.4L7.4 12l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Zm6 0a1 1 0 0 1 0 1.4L13.4 12l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z';
const CHEVRONS_RIGHT =
  'M12.3 6.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 0-1.4Zm-6 0a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 0-1.4Z';

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
