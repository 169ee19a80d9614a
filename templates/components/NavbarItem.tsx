// Navbar items: links, dropdowns (opened by click, and by hover on desktop), raw HTML, the locale dropdown and the
// search button, in the bar and in the mobile panel; which item is active on the current page.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { NavItem, RouteProps } from '../../src/shared/page-props';
import { strings } from '../../src/shared/strings';
import { localizePath, withBase } from '../../src/shared/urls';
import { useRoute, useSite } from '../context';
import { Splice } from '../splice';
import { Link } from './Link';
import { SearchButton } from './SearchButton';

/** What of the page decides which items are active besides its path: the sidebar it shows, whether it is a doc. */
export interface PageNav {
  sidebarId?: string;
  docPage: boolean;
}

export function pageNavOf(props: RouteProps): PageNav {
  return {
    sidebarId: 'sidebarId' in props ? props.sidebarId : undefined,
    docPage: props.kind === 'doc' || props.kind === 'docCategory',
  };
}

export function isActive(item: NavItem, path: string, page: PageNav): boolean {
  if (item.activeSidebar !== undefined) return item.activeSidebar === page.sidebarId;
  if (item.activeOnDocs) return page.docPage;
  if (item.activeBasePath)
    return path === item.activeBasePath || path.startsWith(item.activeBasePath.replace(/\/?$/, '/'));
  if (!item.href || item.external) return false;
  const href = item.href.replace(/\/$/, '') || '/';
  return href === '/' ? path === '/' : path === href || path.startsWith(href + '/');
}

export function containsActive(item: NavItem, path: string, page: PageNav): boolean {
  return isActive(item, path, page) || (item.items ?? []).some((i) => containsActive(i, path, page));
}

/** A desktop dropdown closes on Escape, and on a click or focus outside it. */
export function useDismiss(open: boolean, close: () => void, mobile?: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open || mobile) return;
    const outside = (e: Event) => {
      if (ref.current && !ref.current.contains(e.target as Node)) close();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      ref.current?.querySelector('button')?.focus();
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, mobile, close]);
  return ref;
}

/**
 * Desktop dropdowns also open on hover, as Docusaurus's do; a click while hover-opened keeps the menu open
 * (so hover-then-click does not close it), and leaving closes only a hover-opened menu.
 */
export function useHoverOpen(open: boolean, setOpen: (v: boolean) => void, mobile?: boolean) {
  const byHover = useRef(false);
  if (!open) byHover.current = false;
  if (mobile) return { toggle: () => setOpen(!open), hover: {} };
  return {
    toggle: () => {
      if (open && byHover.current) byHover.current = false;
      else setOpen(!open);
    },
    hover: {
      onMouseEnter: () => {
        if (open || !window.matchMedia('(hover: hover)').matches) return;
        byHover.current = true;
        setOpen(true);
      },
      onMouseLeave: () => {
        if (open && byHover.current) setOpen(false);
      },
    },
  };
}

export function NavbarItem({ item, path, mobile }: { item: NavItem; path: string; mobile?: boolean }) {
  // The sidebar the page shows (sites with a sidebars file) marks its `docSidebar` item active.
  const { props } = useRoute();
  const page = pageNavOf(props);
  const [open, setOpen] = useState(mobile ? containsActive(item, path, page) : false);
  const ref = useDismiss(open, () => setOpen(false), mobile);
  const hoverOpen = useHoverOpen(open, setOpen, mobile);
  // In the mobile panel a dropdown that contains the active route opens by itself (also after navigation).
  useEffect(() => {
    if (mobile && containsActive(item, path, page)) setOpen(true);
  }, [mobile, item, path, page.sidebarId, page.docPage]);
  if (item.type === 'search') return mobile ? null : <SearchButton />;
  if (item.type === 'localeDropdown') return <LocaleDropdown mobile={mobile} />;
  const extra = item.className ? ` ${item.className}` : '';
  if (item.type === 'html')
    return <div className={`navbar__item${extra}`} dangerouslySetInnerHTML={{ __html: item.html ?? '' }} />;
  if (item.type === 'dropdown') {
    return (
      <div ref={ref} className={`navbar__item dropdown${open ? ' dropdown--open' : ''}${extra}`} {...hoverOpen.hover}>
        <button
          type="button"
          className="navbar__link"
          aria-expanded={open}
          aria-label={item.ariaLabel}
          onClick={hoverOpen.toggle}
        >
          {item.label}
        </button>
        <ul className="dropdown__menu">
          {(item.items ?? []).map((child, i) => (
            <li key={i}>
              <NavbarItem item={child} path={path} mobile={mobile} />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const active = isActive(item, path, page);
  const own = {
    to: item.href ?? '/',
    className: `navbar__item navbar__link${active ? ' navbar__link--active' : ''}${extra}`,
    'aria-current': active ? ('page' as const) : undefined,
    'aria-label': item.ariaLabel,
  };
  // An item's `html` stands in for its label, as in Docusaurus.
  if (item.html !== undefined) return <Link {...own} dangerouslySetInnerHTML={{ __html: item.html }} />;
  return <Link {...own}>{item.label}</Link>;
}

/** A locale dropdown's links name the page: items that are or hold one are rendered on every page. */
export function holdsLocales(item: NavItem): boolean {
  return item.type === 'localeDropdown' || (item.items ?? []).some(holdsLocales);
}

/** What an item's HTML depends on besides the site data: whether it, and each item in it, is active. */
export function itemState(item: NavItem, path: string, page: PageNav): string {
  const own = isActive(item, path, page) ? '1' : '0';
  return item.items ? `${own}[${item.items.map((i) => itemState(i, path, page)).join(',')}]` : own;
}

/**
 * Navbar items (in the mobile panel each in its list item): each run of them without a locale dropdown is one
 * <Splice> keyed by their states, so its HTML is made once per combination of active items.
 */
export function NavbarItems({
  items,
  path,
  mobile,
  name,
}: {
  items: NavItem[];
  path: string;
  mobile?: boolean;
  name: string;
}) {
  const page = pageNavOf(useRoute().props);
  const one = (item: NavItem, i: number) =>
    mobile ? (
      <li key={i} className="menu__list-item">
        <NavbarItem item={item} path={path} mobile />
      </li>
    ) : (
      <NavbarItem key={i} item={item} path={path} />
    );
  const parts: ReactNode[] = [];
  for (let start = 0; start < items.length; ) {
    if (holdsLocales(items[start])) {
      parts.push(one(items[start], start));
      start++;
      continue;
    }
    let end = start + 1;
    while (end < items.length && !holdsLocales(items[end])) end++;
    const run = items.slice(start, end);
    const from = start;
    const key = () => `navbar.items|${name}|${from}|${run.map((i) => itemState(i, path, page)).join(',')}`;
    parts.push(
      <Splice key={`run${from}`} k={key}>
        {() => run.map((item, i) => one(item, from + i))}
      </Splice>,
    );
    start = end;
  }
  return <>{parts}</>;
}

export function LocaleDropdown({ mobile }: { mobile?: boolean }) {
  const site = useSite();
  // The current locale's entry points at the current page (other locales would get their prefix).
  const { route: current, props } = useRoute();
  // The not-found page has no URL of its own (hosts serve it anywhere): its locale entries lead home.
  const route = props.kind === 'notFound' ? '/' : current;
  const [open, setOpen] = useState(false);
  const ref = useDismiss(open, () => setOpen(false), mobile);
  const hoverOpen = useHoverOpen(open, setOpen, mobile);
  return (
    <div
      ref={ref}
      className={`navbar__item dropdown locale-dropdown${open ? ' dropdown--open' : ''}`}
      {...hoverOpen.hover}
    >
      {/* The same on every page the server renders (closed there); the links below name the page. */}
      <Splice k="navbar.localeButton">
        {() => (
          <button
            type="button"
            className="navbar__link"
            aria-haspopup="true"
            aria-expanded={open}
            aria-label={strings.navbar.currentLanguage(site.locale.label)}
            onClick={hoverOpen.toggle}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                fill="currentColor"
                d="M12.87 15.07l-2.54-2.51.03-.03A17.52 17.52 0 0 0 14.07 6H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11.76-2.04zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2l-4.5-12zm-2.62 7l1.62-4.33L19.12 17h-3.24z"
              />
            </svg>
            <span>{site.locale.label}</span>
          </button>
        )}
      </Splice>
      <ul className="dropdown__menu">
        {site.locales.map((l) => (
          <li key={l.id}>
            {/* The current page in that locale; the built (default) locale has no prefix. */}
            <a
              href={
                l.path
                  ? withBase(site.baseUrl, localizePath(route, { id: l.id, path: l.path }, site.locale.id))
                  : l.href
              }
              hrefLang={l.id}
              lang={l.id}
              className="dropdown__link dropdown__link--active"
              aria-current="true"
            >
              {l.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
