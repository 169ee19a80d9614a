// The navbar search button. Without JavaScript it is a link to /search; with it, it opens the modal
// (hover/focus preloads it), shows ⌘ or Ctrl by platform, and shows each key pressed while it is held.
import { useEffect, useState, type MouseEvent } from 'react';
import { strings } from '../../src/shared/strings';
import { withBase } from '../../src/shared/urls';
import { useSite } from '../context';

const OPEN_EVENT = 'blogctl:search-open';
const PRELOAD_EVENT = 'blogctl:search-preload';

function isApple(): boolean {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return /mac|iphone|ipad|ipod/i.test(nav.platform || nav.userAgentData?.platform || '');
}

export function SearchButton() {
  const site = useSite();
  // SSR and the first client render agree on "Ctrl"; the platform is read after hydration.
  const [apple, setApple] = useState(false);
  const [pressed, setPressed] = useState({ mod: false, k: false });
  useEffect(() => {
    const mac = isApple();
    setApple(mac);
    const modKey = mac ? 'Meta' : 'Control';
    const update = (e: KeyboardEvent, down: boolean) => {
      if (e.key === modKey) setPressed((p) => ({ ...p, mod: down }));
      else if (e.key.toLowerCase() === 'k') setPressed((p) => ({ ...p, k: down }));
    };
    const onDown = (e: KeyboardEvent) => update(e, true);
    const onUp = (e: KeyboardEvent) => update(e, false);
    const reset = () => setPressed({ mod: false, k: false });
    window.addEventListener('keydown', onDown);
    window.addEventListener('keyup', onUp);
    window.addEventListener('blur', reset);
    return () => {
      window.removeEventListener('keydown', onDown);
      window.removeEventListener('keyup', onUp);
      window.removeEventListener('blur', reset);
    };
  }, []);
  const onClick = (e: MouseEvent) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return; // let the browser open /search
    e.preventDefault();
    window.dispatchEvent(new Event(OPEN_EVENT));
  };
  const preload = () => window.dispatchEvent(new Event(PRELOAD_EVENT));
  const mod = apple ? '⌘' : 'Ctrl';
  return (
    <a
      className="search-button"
      href={withBase(site.baseUrl, site.links.search ?? '/search')}
      role="button"
      aria-label={strings.search.button}
      aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
      data-search-button=""
      onClick={onClick}
      onMouseEnter={preload}
      onFocus={preload}
      onTouchStart={preload}
    >
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
        <path
          d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
          stroke="currentColor"
          fill="none"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="search-button__placeholder">{strings.search.button}</span>
      <span className="search-button__keys" aria-hidden="true">
        <kbd
          className={`search-button__key${pressed.mod ? ' search-button__key--pressed' : ''}`}
          data-key="mod"
          data-pressed={pressed.mod ? '' : undefined}
        >
          {mod}
        </kbd>
        <kbd
          className={`search-button__key${pressed.k ? ' search-button__key--pressed' : ''}`}
          data-key="k"
          data-pressed={pressed.k ? '' : undefined}
        >
          K
        </kbd>
      </span>
    </a>
  );
}
