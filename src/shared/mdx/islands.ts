// MDX islands: components in rendered Markdown that need the browser (today: <Tabs>). The server writes each
// as `<div data-mdx-island="tabs" data-props="…">` around its React output.
export const ISLAND_ATTR = 'data-mdx-island';
