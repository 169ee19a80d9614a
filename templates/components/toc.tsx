// Table of contents for h2-h3: sticky on desktop, a collapsible block on mobile; active heading highlighted.
import { useEffect, useRef, useState } from 'react';
import type { TocItem } from '../../src/shared/page-props';
import { strings } from '../../src/shared/strings';

/** The heading the reader last asked for (a TOC link or the URL hash): wins at the page bottom, see below. */
let requested: string | undefined;

function useActiveHeading(items: TocItem[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    if (!items.length) return;
    const onScroll = () => {
      let current: string | undefined;
      for (const item of items) {
        const el = document.getElementById(item.id);
        if (el && el.getBoundingClientRect().top <= 100) current = item.id;
      }
      // At the bottom of the page the last headings can never reach the top: the one asked for (a click on
      // its TOC entry, or the URL's hash) is active if it is on screen.
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      const asked = requested ?? decodeHash(window.location.hash);
      if (atBottom && asked && items.some((i) => i.id === asked)) {
        const box = document.getElementById(asked)?.getBoundingClientRect();
        if (box && box.top >= 0 && box.top < window.innerHeight) current = asked;
      }
      setActive(current ?? items[0].id);
    };
    onScroll();
    const onRequest = (e: Event) => {
      requested = (e as CustomEvent<string>).detail;
      onScroll();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('hashchange', onScroll);
    window.addEventListener(REQUEST_EVENT, onRequest);
    return () => {
      requested = undefined;
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('hashchange', onScroll);
      window.removeEventListener(REQUEST_EVENT, onRequest);
    };
  }, [items]);
  return active;
}

const REQUEST_EVENT = 'blogctl:toc-request';

function decodeHash(hash: string): string | undefined {
  if (!hash) return undefined;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

function TocList({ items, active, onPick }: { items: TocItem[]; active?: string; onPick?: () => void }) {
  return (
    <ul className="toc__list">
      {items.map((item) => (
        <li key={item.id} className={`toc__item toc__item--h${item.level}`}>
          <a
            href={`#${item.id}`}
            className={`toc__link${active === item.id ? ' toc__link--active' : ''}`}
            onClick={() => {
              window.dispatchEvent(new CustomEvent(REQUEST_EVENT, { detail: item.id }));
              onPick?.();
            }}
          >
            {item.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function TableOfContents({ items }: { items: TocItem[] }) {
  const active = useActiveHeading(items);
  if (!items.length) return null;
  return (
    <nav className="toc toc--desktop" aria-label={strings.toc.title}>
      <div className="toc__title">{strings.toc.title}</div>
      <TocList items={items} active={active} />
    </nav>
  );
}

export function TableOfContentsMobile({ items }: { items: TocItem[] }) {
  const ref = useRef<HTMLDetailsElement>(null);
  if (!items.length) return null;
  // A tap on an entry closes the block (as Docusaurus's collapsible TOC does) while the page scrolls to it.
  return (
    <details className="toc toc--mobile" ref={ref}>
      <summary>{strings.toc.title}</summary>
      <nav aria-label={strings.toc.title}>
        <TocList items={items} onPick={() => ref.current && (ref.current.open = false)} />
      </nav>
    </details>
  );
}
