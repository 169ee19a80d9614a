// The navbar's side panel on mobile (≤ 996 px): the brand, the color-mode toggle and a close button atop the
// navbar's items, and the page's own menu (the doc sidebar, the blog sidebar) as a second screen.
import { strings } from '../../src/shared/strings';
import { useRoute, useSite } from '../context';
import { Splice } from '../splice';
import { BlogSidebarYears } from './blog';
import { ColorModeToggle } from './ColorModeToggle';
import { SidebarList } from './docs';
import { NavbarBrand } from './NavbarBrand';
import { NavbarItems } from './NavbarItem';

/** Which of the panel's screens shows: none (closed), the navbar's items, or the page's own menu. */
export type PanelState = 'closed' | 'main' | 'secondary';

/** React 18 passes unknown attributes through as strings: `inert=""` takes the closed panel out of tab order. */
function inertWhen(on: boolean): Record<string, string> {
  return on ? { inert: '' } : {};
}

/** The page's own menu (doc sidebar, blog sidebar) shown as the panel's secondary menu on mobile. */
function SecondaryMenu() {
  const { route, props } = useRoute();
  if (props.kind === 'doc' || props.kind === 'docCategory')
    return (
      <nav className="menu" aria-label={strings.docs.sidebar}>
        <SidebarList entries={props.sidebar} route={route} />
      </nav>
    );
  if ('sidebar' in props && props.sidebar && !Array.isArray(props.sidebar)) {
    return (
      <nav className="blog-sidebar blog-sidebar--panel" aria-label={strings.blog.recentPosts}>
        <BlogSidebarYears sidebar={props.sidebar} />
      </nav>
    );
  }
  return null;
}

export function NavbarPanel({
  panel,
  setPanel,
  hasSecondary,
}: {
  panel: PanelState;
  setPanel: (state: PanelState) => void;
  hasSecondary: boolean;
}) {
  const site = useSite();
  const { route } = useRoute();
  const items = site.navbar.items;
  return (
    <>
      <div className="navbar-sidebar__backdrop" role="presentation" onClick={() => setPanel('closed')} />
      <div className="navbar-sidebar" aria-hidden={panel === 'closed'} {...inertWhen(panel === 'closed')}>
        <Splice k="navbar.panelBrand">
          {() => (
            <div className="navbar-sidebar__brand">
              <NavbarBrand />
              <ColorModeToggle />
              <button
                type="button"
                className="icon-button navbar-sidebar__close"
                aria-label={strings.navbar.closeMenu}
                onClick={() => setPanel('closed')}
              >
                <svg viewBox="0 0 15 15" width="16" height="16" aria-hidden="true">
                  <path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" />
                </svg>
              </button>
            </div>
          )}
        </Splice>
        <div
          className={`navbar-sidebar__items${panel === 'secondary' ? ' navbar-sidebar__items--show-secondary' : ''}`}
        >
          <div className="navbar-sidebar__item menu">
            <ul className="menu__list">
              <NavbarItems items={items.filter((i) => i.type !== 'search')} path={route} mobile name="panel" />
            </ul>
          </div>
          <div className="navbar-sidebar__item menu">
            <button type="button" className="navbar-sidebar__back" onClick={() => setPanel('main')}>
              {strings.navbar.backToMainMenu}
            </button>
            <div id="navbar-secondary-menu">{hasSecondary && <SecondaryMenu />}</div>
          </div>
        </div>
      </div>
    </>
  );
}
