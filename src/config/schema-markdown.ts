// Config keys of what bloggers add to Docusaurus's Markdown (issue 32): math, diagrams, package-manager tabs and
// redirects. Spread into the config schema (schema.ts); the reference generator reads the JSDoc here too.
import * as z from 'zod';

/** A function in the config (TypeScript checks its shape; the schema only that it is one). */
const fn = <T>() => z.custom<T>((v) => typeof v === 'function', 'expected a function');

/** A converter of `npm2yarn.converters`: a package manager npm-to-yarn knows, or `[label, (npmCode) => code]`. */
const converter = z.union([
  z.enum(['yarn', 'pnpm', 'bun']),
  z.tuple([z.string().min(1), fn<(npmCode: string) => string>()]),
]);

/** A path of the site a redirect starts from or lands on: site-absolute, or an http(s) URL for `to`. */
const sitePath = z.string().regex(/^\//, 'expected a site path starting with "/", such as "/old-post"');

export const markdownFeatureKeys = {
  /** The heading levels a page's table of contents lists (Docusaurus's `themeConfig.tableOfContents`); a page's
   *  front matter `toc_min_heading_level` / `toc_max_heading_level` sets its own. */
  tableOfContents: z
    .object({
      /** The smallest heading level listed. @default 2 @example 2 */
      minHeadingLevel: z.number().int().min(2).max(6).default(2),
      /** The largest heading level listed. @default 3 @example 4 */
      maxHeadingLevel: z.number().int().min(2).max(6).default(3),
    })
    .strict()
    .prefault({}),
  /** The site's global MDX components file (Docusaurus's swizzled `src/theme/MDXComponents`). */
  mdxComponents: z
    .object({
      /** Names of its entries not used: a Markdown file naming one is then told the component is unknown (a
       *  warning) instead of rendering it. `blogctl migrate` lists here the entries a first build could not compile,
       *  each with why in blogctl-migration.md. @default [] @example ["ImageZoom"] */
      exclude: z.array(z.string().min(1)).default([]),
    })
    .strict()
    .prefault({}),
  /** Math in Markdown (Docusaurus's remark-math + rehype-katex, or rehype-mathjax): `$…$` inline and `$$…$$`
   *  blocks rendered at build time, with KaTeX to HTML (pages with math link KaTeX's stylesheet and fonts, copied
   *  into the output) or with MathJax to SVG (each formula self-contained, no font files; the page holds MathJax's
   *  small SVG stylesheet, as rehype-mathjax adds it). No page loads any math JavaScript. */
  math: z
    .object({
      /** Render math. Off, `$` is plain text. @default false @example true */
      enabled: z.boolean().default(false),
      /** Also read single dollars as inline math (remark-math's `singleDollarTextMath`); `false` leaves `$x$` as
       *  text and takes only `$$x$$` inline. @default true @example false */
      singleDollarTextMath: z.boolean().default(true),
      /** What renders the formulas: `"katex"` (rehype-katex) to HTML, or `"mathjax"` (rehype-mathjax) to SVG with
       *  MathJax 3's TeX packages (physics, mhchem, html's `\class`, ams, …). MathJax comes from the site's
       *  `mathjax-full` package, which rehype-mathjax installs. @default "katex" @example "mathjax" */
      renderer: z.enum(['katex', 'mathjax']).default('katex'),
      /** Macros, by name with its backslash, for either renderer (KaTeX's `macros`; MathJax's `tex.macros` is
       *  given the same, with the number of arguments the body's `#1`… use). @default {}
       *  @example { "\\RR": "\\mathbb{R}" } */
      macros: z.record(z.string(), z.string()).default({}),
      /** KaTeX's `strict`: what LaTeX that KaTeX accepts but LaTeX would not does: `"warn"` renders it and reports
       *  a warning, `"ignore"` (also `false`) renders it silently, `"error"` (also `true`) reports an error. MathJax
       *  has no such check. @default "warn" @example "ignore" */
      strict: z.union([z.boolean(), z.enum(['ignore', 'warn', 'error'])]).default('warn'),
    })
    .strict()
    .prefault({}),
  /** Diagrams (Docusaurus's `markdown.mermaid` with `@docusaurus/theme-mermaid`): a code block whose language is `mermaid`
   *  becomes a diagram, drawn in the browser by the `mermaid` package (install it beside blogctl), loaded only by
   *  pages that have one, in the colour mode's theme. A diagram that does not parse shows its source and the error. */
  mermaid: z
    .object({
      /** Draw `mermaid` code blocks. Off, they are code blocks. @default false @example true */
      enabled: z.boolean().default(false),
      /** Mermaid themes by colour mode (themeConfig.mermaid.theme). */
      theme: z
        .object({
          /** Theme in light mode. @default "default" @example "neutral" */
          light: z.string().min(1).default('default'),
          /** Theme in dark mode. @default "dark" @example "forest" */
          dark: z.string().min(1).default('dark'),
        })
        .strict()
        .prefault({}),
      /** Mermaid's own configuration, passed to `mermaid.initialize` (themeConfig.mermaid.options). @default {}
       *  @example { "fontFamily": "inherit" } */
      options: z.record(z.string(), z.unknown()).default({}),
    })
    .strict()
    .prefault({}),
  /** Package-manager tabs (@docusaurus/remark-plugin-npm2yarn): a code block with `npm2yarn` in its meta
   *  (a fence opened with `bash npm2yarn`) becomes tabs with its npm commands and the same commands for each converter. */
  npm2yarn: z
    .object({
      /** Make the tabs. Off, such a block is an ordinary code block. @default true @example false */
      enabled: z.boolean().default(true),
      /** Keep every such block in step: choosing a package manager in one switches all of them on the site, and
       *  the choice is remembered (the tabs' `groupId` "npm2yarn"). @default true @example false */
      sync: z.boolean().default(true),
      /** The tabs after npm, in order: "yarn", "pnpm", "bun", or `[label, (npmCode) => code]` for a converter
       *  of your own. @default ["yarn", "pnpm", "bun"] @example ["yarn", "pnpm"] */
      converters: z.array(converter).default(['yarn', 'pnpm', 'bun']),
    })
    .strict()
    .prefault({}),
  /** Redirects (@docusaurus/plugin-client-redirects): each old path gets a small static page that sends the reader
   *  to the new one without JavaScript (a meta refresh and a link), with a canonical link and `noindex`. A redirect
   *  to a page that does not exist, or from a path that is a page, is an error. */
  redirects: z
    .object({
      /** Explicit redirects (the plugin's `redirects`): from one old path, or a list of them, to a page of the
       *  site or an http(s) URL. @default [] @example [{ from: "/old-post", to: "/blog/new-post" }] */
      rules: z
        .array(
          z
            .object({
              /** The old path, or a list of them. @example ["/2019/hello", "/hello"] */
              from: z.union([sitePath, z.array(sitePath).min(1)]),
              /** Where the reader lands: a path of the site, or an http(s) URL. @example "/blog/hello" */
              to: z.union([sitePath, z.string().regex(/^https?:\/\//, 'expected a site path or an http(s) URL')]),
            })
            .strict(),
        )
        .default([]),
      /** For every page, a redirect from its path with each of these extensions (`/a.html` → `/a`).
       *  @default [] @example ["html", "htm"] */
      fromExtensions: z.array(z.string().regex(/^[\w-]+$/, 'expected an extension without the dot')).default([]),
      /** For every page whose path ends with one of these extensions, a redirect from the path without it
       *  (`/a` → `/a.html`). @default [] @example ["html"] */
      toExtensions: z.array(z.string().regex(/^[\w-]+$/, 'expected an extension without the dot')).default([]),
      /** Called with every page's path: the old paths (one, a list, or none) that redirect to it. @example
       *  (path) => (path.startsWith("/blog/") ? path.replace("/blog/", "/posts/") : undefined) */
      createRedirects: fn<(path: string) => string | string[] | null | undefined>().optional(),
    })
    .strict()
    .prefault({}),
};

/** CSS declarations by camelCase property (`fontStyle`), as a prism-react-renderer theme writes them. */
const cssStyle = z.record(
  z.string().regex(/^[a-zA-Z]+$/, 'expected a camelCase CSS property'),
  z.union([z.string().regex(/^[^;{}<>]*$/, 'expected a CSS value without ; { } < >'), z.number()]),
);

/** A code colour theme in prism-react-renderer's shape (what Docusaurus's `prism.theme` takes). */
export const prismThemeSchema = z.object({
  /** The code block's text and background colours (`color`, `backgroundColor`) and other declarations.
   *  @example { color: "#393A34", backgroundColor: "#f6f8fa" } */
  plain: cssStyle.default({}),
  /** Declarations for Prism token types (`comment`, `keyword`, …), optionally only in some languages.
   *  @example [{ types: ["keyword"], style: { color: "#00009f" } }] */
  styles: z
    .array(
      z.object({
        /** The Prism token types the declarations apply to. @example ["comment", "prolog"] */
        types: z.array(z.string().regex(/^[\w-]+$/, 'expected a Prism token type')).min(1),
        /** Only in code blocks of these languages; unset, in every language. @example ["css"] */
        languages: z.array(z.string().regex(/^[\w+#-]+$/, 'expected a language name')).optional(),
        /** The declarations, by camelCase property. @example { color: "#999988", fontStyle: "italic" } */
        style: cssStyle,
      }),
    )
    .default([]),
});

export type PrismTheme = z.infer<typeof prismThemeSchema>;

/** `prism.defaultLanguage`, `prism.theme` and `prism.darkTheme`: spread into the `prism` object of the schema. */
export const prismFeatureKeys = {
  /** Language of a code block that names none (Docusaurus's `prism.defaultLanguage`); unset, such a block is
   *  plain text. @example "javascript" */
  defaultLanguage: z.string().min(1).optional(),
  /** Code colours in light mode, a prism-react-renderer theme (Docusaurus's `prism.theme`, e.g.
   *  `themes.github` of prism-react-renderer); unset, the theme's own colours.
   *  @example { plain: { color: "#393A34", backgroundColor: "#f6f8fa" }, styles: [{ types: ["comment"], style: { color: "#999988", fontStyle: "italic" } }] } */
  theme: prismThemeSchema.optional(),
  /** Code colours in dark mode, in the same shape (Docusaurus's `prism.darkTheme`); unset, the theme's own. */
  darkTheme: prismThemeSchema.optional(),
};
