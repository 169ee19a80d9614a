// Markdown and MDX codes, and the link and image checks (relative links in Markdown, site-absolute ones
// against the route table).
import { entry } from './entry';

type Element = { name: string };

/** The hint for a missing file that exists with other letter case (content/case-variant.ts). */
const caseHint = (match: string) =>
  `"${match}" exists: the path differs in case. File names are case-sensitive on Linux (macOS and Windows ignore case); write the path as the file is named, or rename the file.`;

export const markdownCodes = {
  MARKDOWN_UNCLOSED_FENCE: entry(
    'A fenced code block is never closed.',
    (p: { markup: string }) =>
      `The code block opened with ${p.markup} on this line is never closed, so the rest of the file became code.`,
    (p) => `Add a line with ${p.markup} where the code ends.`,
  ),
  MARKDOWN_UNKNOWN_LANGUAGE: entry(
    'A code block names a language that Prism does not know.',
    (p: { lang: string }) =>
      `Code block language "${p.lang}" is not a language Prism knows; the block is shown as plain text.`,
    "Fix the name (Prism's languages and aliases: https://prismjs.com/#supported-languages), or write `text` for plain text.",
  ),
  MARKDOWN_DUPLICATE_HEADING_ID: entry(
    'Two headings use the same custom id.',
    (p: { id: string }) =>
      `The custom id "{#${p.id}}" is already used by a heading above; this heading gets an id of its own.`,
    'Give each heading its own {#id}.',
  ),
  MARKDOWN_RENDER: entry(
    'A Markdown file could not be rendered.',
    (p: { reason: string }) => `The Markdown could not be rendered: ${p.reason}`,
  ),
  MARKDOWN_UNKNOWN_ADMONITION: entry(
    'A `:::word` block names no admonition keyword.',
    (p: { keyword: string; keywords: string[] }) =>
      `":::${p.keyword}" is not an admonition keyword; its content is shown without a box.`,
    (p) => `Use one of ${p.keywords.join(', ')}, or add "${p.keyword}" to admonitions.keywords in blogctl.config.ts.`,
  ),
  MARKDOWN_STRAY_ADMONITION_CLOSE: entry(
    'A `:::` line that closes no admonition.',
    () => 'This ":::" closes no admonition (no `:::keyword` line opens one before it), so it is not shown.',
    () => 'Remove it, or open the admonition it closes with `:::note` (three colons or more, and a keyword).',
  ),
  MARKDOWN_ADMONITION_AS_TEXT: entry(
    'A line of text begins with `:::` but neither opens nor closes an admonition.',
    (p: { text: string }) =>
      `"${p.text}" is shown to the reader as text: it is neither an admonition's opening line (\`:::\` and a keyword that starts with a letter) nor its closing line (\`:::\` alone).`,
    () =>
      'Write ":::" alone on the line to close an admonition, or ":::note" (a keyword) after a blank line to open one; escape the first colon (\\:::) if the text is meant.',
  ),
  MARKDOWN_SITE_PATH: entry(
    'An `@site/` path points outside the static folder.',
    (p: { href: string }) =>
      `"${p.href}" points outside the static folder, which blogctl does not resolve; the path is left as written.`,
    'Move the file into static/ and write "@site/static/…", or beside the Markdown file with a relative path.',
  ),
  MARKDOWN_RELATIVE_HTML_URL: entry(
    'Raw HTML in Markdown uses a relative URL, which depends on the page URL form.',
    (p: { url: string }) =>
      `The HTML URL "${p.url}" is relative: browsers resolve it against the page URL, so it breaks when the page is at /x/ instead of /x (or under another baseUrl). It is left as written.`,
    'Write it site-absolute (/img/a.png for static/img/a.png, /blog/slug for a page), or use Markdown syntax: ![alt](./a.png), [text](./other.md).',
  ),
  MDX_ESM_UNSUPPORTED: entry(
    'An MDX import/export statement could not be read.',
    () =>
      'This import/export statement could not be read (JSX or syntax blogctl does not evaluate); it is not shown and defines nothing.',
    'Keep imports of the supported components; move other code into a component file.',
  ),
  MDX_IMPORT_UNSUPPORTED: entry(
    'MDX imports a module blogctl does not provide.',
    (p: { source: string; modules: string[] }) =>
      `The import of "${p.source}" is not supported: blogctl provides ${p.modules.join(', ')}. Elements using what it imports render their children only.`,
    'Remove the import, or use one of the built-in components.',
  ),
  MDX_EXPORT_UNSUPPORTED: entry(
    'An MDX export is not evaluated.',
    () => 'This export is not evaluated: it is not shown, and the names it defines are not available to the page.',
    'Move the code into a component, or write the value out where it is used.',
  ),
  MDX_PROP_NOT_LITERAL: entry(
    'A JSX prop in MDX is not a literal value.',
    (
      p:
        | ({ kind: 'children' | 'items-list' } & Element)
        | ({ kind: 'object'; prop: string } & Element)
        | ({ kind: 'expression'; prop: string; reason: string } & Element),
    ) => {
      switch (p.kind) {
        case 'children':
          return `The children of <${p.name}> are not a string literal.`;
        case 'items-list':
          return `The "items" prop of <${p.name}> must be a list of items.`;
        case 'object':
          return `The prop "${p.prop}" of <${p.name}> is an object or array, which an HTML attribute cannot hold.`;
        case 'expression':
          return `The prop "${p.prop}" of <${p.name}> is not a literal value: ${p.reason}.`;
      }
    },
    (p) => {
      switch (p.kind) {
        case 'children':
          return 'Write the code as {`…`} or as plain text between the tags.';
        case 'items-list':
          return "Write items={[{ label: '…', href: '/docs/…' }]}, or leave it out to list the category's items.";
        case 'object':
          return 'Give the attribute a string or number.';
        case 'expression':
          return 'blogctl evaluates literal props only (strings, numbers, booleans, arrays, objects); write the value out, or move the logic into a component.';
      }
    },
  ),
  MDX_EXPRESSION_TEXT: entry(
    'Braces in MDX text hold no JavaScript expression MDX could evaluate.',
    (p: { reason: string }) =>
      `These braces are not a JavaScript expression MDX could evaluate (${p.reason}); they are shown as text, where MDX would stop the build.`,
    'Write \\{ for a brace meant as text, or fix the expression.',
  ),
  MDX_ISLAND_RENDER: entry(
    'JavaScript in an MDX file threw while the page was rendered on the server.',
    (p: { reason: string }) =>
      `The JavaScript of this MDX element threw while it was rendered on the server: ${p.reason}`,
    'Fix the expression or the component it uses; it runs in Node first (no window or document while rendering).',
  ),
  MDX_UNCLOSED_ELEMENT: entry(
    'A JSX element in MDX is never closed.',
    (p: Element & { before?: string }) =>
      p.before === undefined ? `<${p.name}> is never closed.` : `<${p.name}> is not closed before </${p.before}>.`,
    (p) => `Add </${p.name}> where it ends.`,
  ),
  MDX_UNMATCHED_CLOSE: entry(
    'A JSX closing tag in MDX closes nothing.',
    (p: Element) => `</${p.name}> closes an element that is not open here.`,
    (p) => `Remove it, or add the <${p.name}> it closes.`,
  ),
  MDX_UNKNOWN_COMPONENT: entry(
    'A JSX element in MDX is neither built in nor imported.',
    (p: Element & { source?: string; builtins: string[] }) =>
      `<${p.name}> ${p.source !== undefined ? `is imported from "${p.source}", which blogctl does not support` : 'is neither a built-in component nor imported'}; its children are rendered as Markdown.`,
    (p) => `Built-in components: ${p.builtins.join(', ')}.`,
  ),
  MDX_TABS_CONTENT: entry(
    'A <Tabs> element holds something other than <TabItem>s.',
    (
      p:
        | { kind: 'outside-tabs' | 'loose-content' | 'no-items'; name: string }
        | { kind: 'not-tab-item'; name: string; child: string },
    ) => {
      switch (p.kind) {
        case 'outside-tabs':
          return `<${p.name}> is not inside a <Tabs>; its content is shown as is.`;
        case 'loose-content':
          return `<${p.name}> holds content outside a <TabItem>; it is not shown.`;
        case 'not-tab-item':
          return `<${p.name}> holds a <${p.child}>, which is not a <TabItem>; it is not shown.`;
        case 'no-items':
          return `<${p.name}> has no <TabItem>; nothing is shown.`;
      }
    },
    (p) =>
      p.kind === 'outside-tabs'
        ? 'Put it inside a <Tabs>.'
        : p.kind === 'loose-content'
          ? 'Put the content inside a <TabItem value="…">.'
          : p.kind === 'not-tab-item'
            ? 'Wrap it in a <TabItem value="…">.'
            : undefined,
  ),
  MDX_TABITEM_VALUE: entry(
    'A <TabItem> has no value, or repeats one.',
    (p: Element & { value?: string }) =>
      p.value === undefined
        ? `<${p.name}> has no "value" prop.`
        : `<${p.name}> repeats the value "${p.value}" of another tab in the same <Tabs>.`,
    (p) =>
      p.value === undefined
        ? 'Every <TabItem> of a <Tabs> needs a unique value="…".'
        : 'Give every <TabItem> of a <Tabs> a unique value.',
  ),
  LINK_BROKEN: entry(
    'A link points to a page that does not exist.',
    (
      p:
        | { kind: 'markdown-file'; href: string; caseMatch?: string }
        | { kind: 'route'; what: string; href: string; path: string; nearest?: string },
    ) =>
      p.kind === 'markdown-file'
        ? `Link "${p.href}" points to a Markdown file that is not a page of this site.`
        : `${p.what} "${p.href}" points to ${p.path}, which is not a page of this site.`,
    (p) =>
      p.kind === 'markdown-file' && p.caseMatch
        ? caseHint(p.caseMatch)
        : p.kind === 'markdown-file'
          ? 'Paths are relative to the Markdown file; check the file name, or that the target is not a draft.'
          : p.nearest
            ? `Did you mean ${p.nearest}?`
            : 'Check the path; internal links are site-absolute (/blog/…) or relative Markdown files (./other.md).',
  ),
  LINK_MISSING_ANCHOR: entry(
    'A link points to a heading that does not exist.',
    (p: { what: string; href: string; hash: string; page: string; headings: string[] }) =>
      `${p.what} "${p.href}" points to #${p.hash}, but ${p.page} has no heading with that id.`,
    (p) => `Headings there: ${p.headings.slice(0, 12).join(', ') || '(none)'}.`,
  ),
  IMAGE_MISSING: entry(
    'An image file does not exist.',
    (
      p:
        | { kind: 'relative'; src: string; caseMatch?: string }
        | { kind: 'front-matter'; src: string; caseMatch?: string }
        | { kind: 'site-absolute'; src: string; path: string },
    ) =>
      p.kind === 'relative'
        ? `Image "${p.src}" does not exist.`
        : p.kind === 'front-matter'
          ? `The front matter image "${p.src}" does not exist.`
          : `Image "${p.src}" points to ${p.path}, which is not a file of this site.`,
    (p) =>
      p.kind !== 'site-absolute' && p.caseMatch
        ? caseHint(p.caseMatch)
        : p.kind === 'relative'
          ? 'Paths are relative to the Markdown file; check the file name and folder.'
          : p.kind === 'front-matter'
            ? 'A relative image path is relative to the Markdown file; a site-absolute one (/img/a.png) names a file in static/.'
            : 'Site-absolute images are served from static/ (static/img/a.png is /img/a.png); images next to the Markdown file are written as relative paths (./a.png).',
  ),
};
