// Fixed top navbar: the menu button and brand, the items (left/right, NavbarItem.tsx), the color-mode toggle and
// search; hides on scroll down when configured; on mobile the items are in the side panel (NavbarPanel.tsx).
import { useEffect, useRef, useState } from 'react';
import { strings } from '../../src/shared/strings';
import { useRoute, useSite } from '../context';
import { Splice } from '../splice';
import { ColorModeToggle } from './ColorModeToggle';
import { NavbarBrand } from './NavbarBrand';
import { NavbarItems } from './NavbarItem';
import { NavbarPanel, type PanelState } from './NavbarPanel';
import { SearchButton } from './SearchButton';

const DESKTOP_MIN = 997;

/** The panel's state, closed on navigation and when the viewport becomes desktop (spec: shown only on mobile);
 *  the page under an open panel does not scroll. */
function usePanel(route: string): [PanelState, (state: PanelState) => void] {
  const [panel, setPanel] = useState<PanelState>('closed');
  useEffect(() => {
    const mq = window.matchMedia(`(min-width: ${DESKTOP_MIN}px)`);
    const onChange = () => mq.matches && setPanel('closed');
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  useEffect(() => setPanel('closed'), [route]);
  useEffect(() => {
    if (panel === 'closed') return;
    document.body.classList.add('navbar-sidebar--open');
    return () => document.body.classList.remove('navbar-sidebar--open');
  }, [panel]);
  return [panel, setPanel];
}

/** Whether the navbar is hidden: on scroll down when `hideOnScroll`, shown again on scroll up. */
function useHiddenOnScroll(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  const lastY = useRef(0);
  useEffect(() => {
    if (!enabled) return;
    const onScroll = () => {
      const y = window.scrollY;
      const navbarHeight = 60;
      if (y < navbarHeight) setHidden(false);
      else if (Math.abs(y - lastY.current) > 4) setHidden(y > lastY.current);
      lastY.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}

export function Navbar() {
  const site = useSite();
  const { route, props } = useRoute();
  const hasSecondary = props.kind === 'doc' || props.kind === 'docCategory' || ('sidebar' in props && !!props.sidebar);
  const [panel, setPanel] = usePanel(route);
  const hidden = useHiddenOnScroll(!!site.navbar.hideOnScroll);
  const items = site.navbar.items;
  const left = items.filter((i) => i.position === 'left');
  const right = items.filter((i) => i.position === 'right');
  // The <Splice> parts are the same on every page the server renders (the panel is closed there): their HTML is
  // made once per site (templates/splice.tsx).
  return (
    <nav
      className={`navbar${hidden && panel === 'closed' ? ' navbar--hidden' : ''}${panel !== 'closed' ? ' navbar--sidebar-open' : ''}`}
      aria-label={strings.navbar.main}
    >
      <div className="navbar__inner">
        <div className="navbar__items">
          <Splice k="navbar.start">
            {() => (
              <>
                {items.length > 0 && (
                  <button
                    type="button"
                    className="navbar__toggle icon-button"
                    aria-label={strings.navbar.toggleMenu}
                    aria-expanded={panel !== 'closed'}
                    onClick={() => setPanel(hasSecondary ? 'secondary' : 'main')}
                  >
                    <svg viewBox="0 0 30 30" width="26" height="26" aria-hidden="true">
                      <path
                        stroke="currentColor"
                        strokeLinecap="round"
                        strokeMiterlimit="10"
                        strokeWidth="2"
                        d="M4 7h22M4 15h22M4 23h22"
                      />
                    </svg>
                  </button>
                )}
                <NavbarBrand />
              </>
            )}
          </Splice>
          <NavbarItems items={left} path={route} name="left" />
        </div>
        <div className="navbar__items navbar__items--right">
          <NavbarItems items={right} path={route} name="right" />
          <Splice k="navbar.end">
            {() => (
              <>
                <ColorModeToggle />
                {!items.some((i) => i.type === 'search') && <SearchButton />}
              </>
            )}
          </Splice>
        </div>
      </div>
      {items.length > 0 && <NavbarPanel panel={panel} setPanel={setPanel} hasSecondary={hasSecondary} />}
    </nav>
  );
}
