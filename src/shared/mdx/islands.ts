// MDX islands: components in rendered Markdown that need the browser (today: <Tabs>). The server writes each
// as `<div data-mdx-island="tabs" data-props="…">` around its React output.
export const ISLAND_ATTR = 'data-mdx-island';

/** The attribute of the placeholder a <DocCardList /> leaves in rendered Markdown (`"line:column"`); the docs
 *  routes replace it with the cards of the doc's category (src/routes/doc-card-list.ts). */
export const DOC_CARD_LIST_MARKER = 'data-doc-card-list';

/** The attribute of a mermaid diagram's container (markdown-plugins/mermaid.ts): the islands script draws it. */
export const MERMAID_ATTR = 'data-mermaid';
