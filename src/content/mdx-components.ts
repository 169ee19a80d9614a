// Server rendering of the MDX built-in components that are React components (the islands). react-dom/server
// is required on first use, so a site without tabs never loads it in the content stage.
import { createRequire } from 'node:module';
import { createElement } from 'react';
import { escapeHtml } from '../shared/escape';
import { ISLAND_ATTR } from '../shared/mdx/islands';
import { Tabs, type TabsProps } from '../shared/mdx/Tabs';

let renderToString: ((el: ReturnType<typeof createElement>) => string) | undefined;

function ssr(el: ReturnType<typeof createElement>): string {
  renderToString ??= (
    createRequire(import.meta.url)('react-dom/server') as {
      renderToString: (el: ReturnType<typeof createElement>) => string;
    }
  ).renderToString;
  return renderToString(el);
}

/** A <Tabs> island: its React output inside a container that carries the props (panel HTML left out: the client
 *  reads it back from the panels). */
export function renderTabsIsland(props: TabsProps): string {
  const data: TabsProps = { ...props, items: props.items.map((i) => ({ ...i, html: '' })) };
  const cls = props.className ? ' ' + escapeHtml(props.className) : '';
  return `<div class="tabs-container${cls}" ${ISLAND_ATTR}="tabs" data-props="${escapeHtml(JSON.stringify(data))}">${ssr(createElement(Tabs, props))}</div>\n`;
}
