// The islands chunk: hydrates one island with the component the server rendered it with.
import { hydrateRoot } from 'react-dom/client';
import { ISLAND_ATTR } from './islands';
import { Tabs, type TabsProps } from './Tabs';

export function hydrateIsland(el: HTMLElement): () => void {
  if (el.getAttribute(ISLAND_ATTR) !== 'tabs') return () => {};
  const props = readTabsProps(el);
  if (!props) return () => {};
  const root = hydrateRoot(el, <Tabs {...props} />, {
    onRecoverableError(error) {
      console.error('[blogctl] recoverable hydration error in tabs:', error);
    },
  });
  return () => setTimeout(() => root.unmount(), 0);
}

function readTabsProps(el: HTMLElement): TabsProps | null {
  let props: TabsProps;
  try {
    props = JSON.parse(el.getAttribute('data-props') ?? '') as TabsProps;
  } catch {
    return null;
  }
  const panels = [...el.children].find((c) => c.classList.contains('tabs__panels'))?.children ?? [];
  props.items.forEach((item, i) => {
    item.html = panels[i]?.innerHTML ?? '';
  });
  return props;
}
