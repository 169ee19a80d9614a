// <Tabs> / <TabItem> from MDX, as Docusaurus documents them: the selected tab comes from the query string
// (`queryString`), then local storage (`groupId`, key `docusaurus.tab.<groupId>`), then `defaultValue`, the
// item marked `default`, the first item. Rendered on the server with the default tab shown and the other panels
// `hidden` (so the page reads right without JavaScript); hydrated as an island, where Tabs with the same
// groupId on the page switch together. Panel bodies are build-time HTML.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

export interface TabsItem {
  value: string;
  label: string;
  /** Rendered Markdown of the panel (filled back from the DOM on the client). */
  html: string;
  className?: string;
}

export interface TabsProps {
  items: TabsItem[];
  defaultValue: string;
  groupId?: string;
  /** true: the query key is the groupId; a string: that key. */
  queryString?: string | boolean;
  className?: string;
}

const GROUP_EVENT = 'blogctl:tabs-group';
const storageKey = (groupId: string) => `docusaurus.tab.${groupId}`;

function queryKeyOf(props: TabsProps): string | undefined {
  if (typeof props.queryString === 'string' && props.queryString) return props.queryString;
  if (props.queryString === true) return props.groupId;
  return undefined;
}

/** The value the browser state asks for (query string, then storage), if it names one of the items. */
function preferredValue(props: TabsProps): string | undefined {
  const valid = (v: string | null | undefined) => (v != null && props.items.some((i) => i.value === v) ? v : undefined);
  const key = queryKeyOf(props);
  if (key) {
    const fromQuery = valid(new URLSearchParams(window.location.search).get(key));
    if (fromQuery) return fromQuery;
  }
  if (props.groupId) {
    try {
      return valid(window.localStorage.getItem(storageKey(props.groupId)));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function Tabs(props: TabsProps) {
  const { items, groupId } = props;
  const [selected, setSelected] = useState(props.defaultValue);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    // The island's container (not React's) says the tabs are live.
    list.current?.parentElement?.setAttribute('data-island-ready', '');
    const preferred = preferredValue(props);
    if (preferred) setSelected(preferred);
    if (!groupId) return;
    const onGroup = (e: Event) => {
      const detail = (e as CustomEvent<{ groupId: string; value: string }>).detail;
      if (detail.groupId === groupId && items.some((i) => i.value === detail.value)) setSelected(detail.value);
    };
    window.addEventListener(GROUP_EVENT, onGroup);
    return () => window.removeEventListener(GROUP_EVENT, onGroup);
    // The island's props never change after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const select = (value: string) => {
    setSelected(value);
    const key = queryKeyOf(props);
    if (key) {
      const url = new URL(window.location.href);
      url.searchParams.set(key, value);
      window.history.replaceState(window.history.state, '', url);
    }
    if (groupId) {
      try {
        window.localStorage.setItem(storageKey(groupId), value);
      } catch {
        // Storage may be unavailable (private mode); the tabs still switch.
      }
      window.dispatchEvent(new CustomEvent(GROUP_EVENT, { detail: { groupId, value } }));
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = items[(index + step + items.length) % items.length];
    select(next.value);
    const list = e.currentTarget.parentElement;
    (list?.children[(index + step + items.length) % items.length] as HTMLElement | undefined)?.focus();
  };

  return (
    <>
      <ul ref={list} role="tablist" aria-orientation="horizontal" className="tabs">
        {items.map((item, i) => (
          <li
            key={item.value}
            role="tab"
            tabIndex={item.value === selected ? 0 : -1}
            aria-selected={item.value === selected}
            className={
              'tabs__item' +
              (item.value === selected ? ' tabs__item--active' : '') +
              (item.className ? ' ' + item.className : '')
            }
            data-value={item.value}
            onClick={() => select(item.value)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {item.label}
          </li>
        ))}
      </ul>
      <div className="tabs__panels">
        {items.map((item) => (
          <div
            key={item.value}
            role="tabpanel"
            className="tabs__panel"
            data-value={item.value}
            hidden={item.value !== selected}
            dangerouslySetInnerHTML={{ __html: item.html }}
          />
        ))}
      </div>
    </>
  );
}
