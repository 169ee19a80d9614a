// The shapes the MDX layer's rules share (mdx.ts registers them): an element's meta, the per-file state in
// markdown-it's `env`, the plugin's options, and the small helpers every rule uses.
import type { ErrorCode, ErrorParams } from '../../errors/codes';
import { positionAt } from '../../util/text-position';
import type { JsxAttribute, PropValue } from './jsx-tags';
import type { MdxModuleBuilder, MdxSpan } from './mdx-module';
import type { StateBlock } from './types';

export type Token = ReturnType<StateBlock['push']>;

export interface MdxElementMeta {
  name: string;
  props: Record<string, PropValue>;
  /** 0-based line in the body where the element opens, and 1-based column. */
  line: number;
  column: number;
  selfClosing: boolean;
  /** Raw source between the tags, for elements whose children are code (`<CodeBlock>`). */
  raw?: string;
  children: Token[];
  /** A prop needs JavaScript (not a literal, nor a name of the file's literal scope): the element is an island. */
  dynamic?: boolean;
  /** The opening tag as written, for the element's island (file line and column). */
  tag?: MdxSpan;
  /** Written on one line with inline content (`<Name …>text</Name>`). */
  oneLine?: boolean;
}

export type MdxSeverity = 'error' | 'warning';
/** Reports a diagnostic with a code of the catalogue (errors/codes.ts) at a 0-based body line and 1-based column. */
export type MdxReport = <C extends ErrorCode>(
  severity: MdxSeverity,
  code: C,
  params: ErrorParams<C>,
  line: number,
  column: number,
) => void;

export interface MdxEnv {
  mdx?: boolean;
  bodyLineOffset?: number;
  /** Local name → module, from the file's imports. */
  mdxImports?: Map<string, string>;
  /** Lowercase elements opened as JSX (`<div style={{…}}>`) and not yet closed, by name. */
  mdxOpenLower?: Map<string, number>;
  /** Local name → the site's own module it is imported from (`@site/…`, `./…`, `../…`) and the export. */
  mdxSiteImports?: Map<string, SiteImport>;
  /** Resolves an import of the site's own code to a file: null when there is none, undefined when the
   *  specifier is not a site path (a package). */
  resolveModule?(specifier: string): string | null | undefined;
  /** The site's `.blogctl/` folder, where the file's module goes (mdx-module.ts). */
  mdxGeneratedDir?: string;
  /** Inline lowercase JSX elements open (their close is JSX too), innermost last. */
  mdxInlineLower?: string[];
  /** Inline islands open (mdx-islands.ts), innermost last. */
  mdxInlineIslands?: string[];
  /** The file's module: its statements and islands. */
  mdxModule?: MdxModuleBuilder;
  /** Values of names the file's literal expressions may read: MDX's `toc` and `frontMatter`, and the file's
   *  `export const` of literal values. */
  mdxScope?: Record<string, PropValue>;
  /** Local name → the Markdown file of the site it imports ("Importing Markdown"; mdx-partials.ts). */
  mdxPartials?: Map<string, { file: string; source: string }>;
  /** The Markdown file an import of one (`./_part.mdx`, `@site/…`) names: null when there is none. */
  resolvePartial?(specifier: string): string | null;
  /** Parses an imported Markdown file where an element uses it (content/markdown-partials.ts); null when it
   *  cannot be used there (a cycle, a file that cannot be read), which is reported. */
  parsePartial?(use: PartialUse): ParsedPartial | null;
  /** This env is an imported Markdown file's, not the page's: its leading `# title` stays a heading. */
  partial?: true;
  /** The string props the use of this imported file passed (its islands get them as `props`). */
  partialProps?: Record<string, string>;
}

/** An element that uses an imported Markdown file: where (0-based body line, 1-based column) and with which props. */
export interface PartialUse {
  file: string;
  source: string;
  name: string;
  /** Its string props, which the file reads as `{props.name}`. */
  props: Record<string, string>;
  line: number;
  column: number;
}

/** An imported Markdown file parsed for one use: its tokens and env, its headings (ids unique on the page), and
 *  `within`, which runs a render of its tokens with diagnostics located in its file. */
export interface ParsedPartial {
  tokens: Token[];
  env: MdxEnv;
  headings: { level: number; id: string; text: string }[];
  within<T>(fn: () => T): T;
}

export interface SiteImport {
  file: string;
  /** `default`, a named export, or `*` for `import * as X` (then `<X.Name>` picks the export). */
  export: string;
}

export interface MdxPluginOptions {
  report: MdxReport;
  /** Modules whose default export blogctl provides (e.g. `@theme/Tabs` → `Tabs`). */
  modules: Record<string, string>;
  /** Of those, the modules site code can import too (then a built-in may take props that need JavaScript). */
  siteModules: Set<string>;
  /** Elements whose children are raw code, not Markdown (by built-in name). */
  rawChildren: Set<string>;
  /** Renders an element; `renderChildren` renders its children tokens. Unknown names are the caller's to report. */
  renderElement(
    meta: MdxElementMeta,
    builtin: string | null,
    renderChildren: (tokens: Token[]) => string,
    env: MdxEnv,
  ): string;
  /** Renders an inline opening/closing tag (`<Link to>`…`</Link>`, `<span style={{…}}>`). */
  renderInlineTag(
    meta: Omit<MdxElementMeta, 'children'> & { closing: boolean },
    builtin: string | null,
    env: MdxEnv,
  ): string;
  /** Renders an expression (`{…}` in children): block or inline. */
  renderExpression(span: MdxSpan, inline: boolean, env: MdxEnv): string;
}

export const isMdx = (state: { env: unknown }) => (state.env as MdxEnv).mdx === true;

/** The module a tag name's import names, when it is imported. */
export function importOf(env: MdxEnv, name: string): string | undefined {
  return env.mdxImports?.get(name.split('.')[0]);
}

/** The built-in a tag name stands for (through the file's imports, or by its own name), or null. */
export function builtinOf(options: Pick<MdxPluginOptions, 'modules'>, env: MdxEnv, name: string): string | null {
  const source = importOf(env, name);
  if (source !== undefined) return options.modules[source] ?? null;
  return Object.values(options.modules).includes(name) ? name : null;
}

/** A built-in that only blogctl renders (at build time, from literal props): not a component site code has. */
export function buildTimeBuiltin(options: MdxPluginOptions, env: MdxEnv, name: string): boolean {
  const builtin = builtinOf(options, env, name);
  if (builtin === null) return false;
  const source = importOf(env, name);
  return source === undefined || !options.siteModules.has(source);
}

/** A component imported from a package (`import { Mafs } from 'mafs'`): it runs only as an island. */
export function isPackageComponent(options: MdxPluginOptions, env: MdxEnv, name: string): boolean {
  const source = importOf(env, name);
  if (source === undefined || options.modules[source] !== undefined) return false;
  return !env.mdxSiteImports?.has(name.split('.')[0]) && !/^(@site\/|\.\.?\/)/.test(source);
}

/** 0-based line and 1-based column of an offset in src. */
export function lineCol(src: string, offset: number): { line: number; column: number } {
  const at = positionAt(src, offset);
  return { line: at.line - 1, column: at.column };
}

/** A span of the body as the file's own text (1-based file line). */
export function spanAt(env: MdxEnv, src: string, start: number, end: number): MdxSpan {
  const at = lineCol(src, start);
  return { code: src.slice(start, end), line: at.line + 1 + (env.bodyLineOffset ?? 0), column: at.column };
}

/** A tag MDX treats as JSX: capitalized (a component), or lowercase with a `{…}` prop. Plain lowercase HTML is
 *  left to markdown-it's HTML rules. */
export function isJsxName(tag: { name: string; attributes: JsxAttribute[] }): boolean {
  return /^[A-Z]/.test(tag.name) || tag.name.includes('.') || tag.attributes.some((a) => a.expression);
}

/** An `mdx_expression` token's meta: the text it is in and where (inline ones: the line and column found). */
export interface ExpressionMeta {
  src: string;
  start: number;
  end: number;
  inline?: boolean;
  line?: number;
  column?: number;
}

/** An expression token's source as the file's text; inline ones at the line and column the inline rule found. */
export function expressionSpan(env: MdxEnv, m: ExpressionMeta): MdxSpan {
  if (!m.inline) return spanAt(env, m.src, m.start, m.end);
  return {
    code: m.src.slice(m.start, m.end),
    line: (m.line ?? 0) + 1 + (env.bodyLineOffset ?? 0),
    column: m.column ?? 1,
  };
}
