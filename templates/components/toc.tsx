// Table of contents for h2-h3: sticky on desktop, a collapsible block on mobile; active heading highlighted.
import { useEffect, useState } from 'react';
import type { TocItem } from '../../src/shared/page-props';
import { strings } from '../../src/shared/strings';

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
      setActive(current ?? items[0].id);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [items]);
  return active;
}

function TocList({ items, active }: { items: TocItem[]; active?: string }) {
  return (
    <ul className="toc__list">
      {items.map((item) => (
        <li key={item.id} className={`toc__item toc__item--h${item.level}`}>
          <a href={`#${item.id}`} className={`toc__link${active === item.id ? ' toc__link--active' : ''}`}>
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
  if (!items.length) return null;
  return (
    <details className="toc toc--mobile">
      <summary>{strings.toc.title}</summary>
      <nav aria-label={strings.toc.title}>
        <TocList items={items} />
      </nav>
    </details>
  );
}
