// `@theme/Tabs` for a site's own React code: its `<TabItem value label>` children as tabs, with the markup and
// styles of Markdown's tabs (src/shared/mdx/Tabs.tsx). The selected tab is `defaultValue`, the item marked
// `default`, or the first; the server renders it with the other panels hidden, and a click switches.
import { Children, isValidElement, useState, type ReactElement, type ReactNode } from 'react';
import type { TabItemProps } from './TabItem';

export interface TabsProps {
  children?: ReactNode;
  defaultValue?: string;
  values?: { value: string; label?: string }[];
  className?: string;
  groupId?: string;
}

export default function Tabs({ children, defaultValue, values, className }: TabsProps) {
  const items = Children.toArray(children).filter(isValidElement) as ReactElement<TabItemProps>[];
  const tabs = items.map((el) => {
    const value = el.props.value;
    return { value, label: values?.find((v) => v.value === value)?.label ?? el.props.label ?? value, el };
  });
  const initial = defaultValue ?? tabs.find((t) => t.el.props.default)?.value ?? tabs[0]?.value;
  const [selected, setSelected] = useState(initial);
  return (
    <div className={`tabs-container${className ? ' ' + className : ''}`}>
      <ul role="tablist" aria-orientation="horizontal" className="tabs">
        {tabs.map((t) => (
          <li
            key={t.value}
            role="tab"
            tabIndex={t.value === selected ? 0 : -1}
            aria-selected={t.value === selected}
            className={'tabs__item' + (t.value === selected ? ' tabs__item--active' : '')}
            onClick={() => setSelected(t.value)}
          >
            {t.label}
          </li>
        ))}
      </ul>
      <div className="tabs__panels">
        {tabs.map((t) => (
          <div key={t.value} role="tabpanel" className="tabs__panel" hidden={t.value !== selected}>
            {t.el.props.children}
          </div>
        ))}
      </div>
    </div>
  );
}
