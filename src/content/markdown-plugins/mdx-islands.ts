// JSX islands of an MDX file: an element whose props need JavaScript, a component imported from a package, an
// element with such an element or an `{expression}` among its JSX children, and an expression that is not a
// literal. Each island is one component of the file's module (mdx-module.ts): its JSX as written, with the file's
// imports and exports in scope, so context flows from a component to the JSX inside it as in MDX. Markdown among
// its children is rendered here and passed in as HTML slots. The island leaves a placeholder (with its slots
// marked) that the components step renders on the server (site-components/render.ts); the browser hydrates it.
import { PLACEHOLDER_CLOSE, placeholderOpen, SLOT_CLOSE, SLOT_OPEN } from '../site-components/placeholder';
import { evaluateLiteral } from './jsx-tags';
import { undefinedName } from './mdx-free-names';
import { MDX_SCOPE_NAMES, slotJsx, type IslandPart, type MdxSpan } from './mdx-module';
import {
  builtinOf,
  buildTimeBuiltin,
  expressionSpan,
  importOf,
  isPackageComponent,
  type ExpressionMeta,
  type MdxElementMeta,
  type MdxEnv,
  type MdxPluginOptions,
  type Token,
} from './mdx-types';

type Modules = Pick<MdxPluginOptions, 'modules' | 'siteModules'>;
type InlineMeta = Omit<MdxElementMeta, 'children'> & { closing: boolean };

/** The element is (or holds, among its JSX children) what only JavaScript can render. A built-in blogctl renders
 *  itself is never part of an island (its children may be islands of their own). */
export function needsIsland(modules: Modules, meta: MdxElementMeta, env: MdxEnv): boolean {
  if (unknownComponent(modules, meta.name, env)) return false;
  if (meta.dynamic) return true;
  if (buildTimeBuiltin(modules as MdxPluginOptions, env, meta.name)) return false;
  if (isPackageComponent(modules as MdxPluginOptions, env, meta.name) || ownComponent(meta.name, env)) return true;
  // A component with components among its JSX children renders them in one tree: its context reaches them.
  const component = codeComponent(modules, meta.name, env);
  return meta.children.some((c) => {
    if (c.type === 'mdx_expression') return true;
    if (c.type !== 'mdx_element') return false;
    const child = c.meta as unknown as MdxElementMeta;
    return needsIsland(modules, child, env) || (component && codeComponent(modules, child.name, env));
  });
}

/** A component that site code can render: imported from the site or a package, or a built-in site code has. */
function codeComponent(modules: Modules, name: string, env: MdxEnv): boolean {
  return (
    /^[A-Z]/.test(name) &&
    !unknownComponent(modules, name, env) &&
    !buildTimeBuiltin(modules as MdxPluginOptions, env, name)
  );
}

/** A component the file itself defines (`export function Chart() { … }`): it exists in the file's module only. */
function ownComponent(name: string, env: MdxEnv): boolean {
  return /^[A-Z]/.test(name) && importOf(env, name) === undefined && !!env.mdxModule?.declared.has(name.split('.')[0]);
}

/** A component that is neither imported nor built in: no JavaScript can render it (it is reported, and its
 *  children are rendered as Markdown). */
function unknownComponent(modules: Modules, name: string, env: MdxEnv): boolean {
  if (!/^[A-Z]/.test(name) || importOf(env, name) !== undefined || builtinOf(modules, env, name) !== null) return false;
  // A component the file itself exports (`export function Chart() { … }`) is defined in its module.
  return !env.mdxModule?.declared.has(name.split('.')[0]);
}

/** Inside an island, a child element is JSX when it is a component site code has, or needs JavaScript itself;
 *  anything else is rendered by blogctl into a slot. */
function childAsJsx(modules: Modules, meta: MdxElementMeta, env: MdxEnv): boolean {
  return needsIsland(modules, meta, env) || codeComponent(modules, meta.name, env);
}

/** A block element's island: its placeholder, with its Markdown children's HTML in slots. */
export function blockIsland(
  modules: Modules,
  meta: MdxElementMeta,
  renderChildren: (tokens: Token[]) => string,
  env: MdxEnv,
): string | null {
  const module = env.mdxModule;
  if (!module) return null;
  const out = { parts: [] as IslandPart[], slots: [] as string[], inline: meta.oneLine === true };
  elementJsx(modules, meta, { ...out, render: renderChildren, env });
  const name = module.addIsland(out.parts);
  return islandHtml(env, { name, line: meta.line, column: meta.column, inline: out.inline }, out.slots) + '\n';
}

function elementJsx(
  modules: Modules,
  meta: MdxElementMeta,
  out: { parts: IslandPart[]; slots: string[]; inline: boolean; render: (t: Token[]) => string; env: MdxEnv },
): void {
  out.parts.push(meta.tag ?? `<${meta.name}${meta.selfClosing ? ' /' : ''}>`);
  if (meta.selfClosing) return;
  let run: Token[] = [];
  const flush = () => {
    const html = run.length ? out.render(run) : '';
    run = [];
    if (!html.trim()) return;
    out.parts.push(slotJsx(out.slots.length, out.inline));
    out.slots.push(html);
  };
  for (const c of meta.children) {
    const child = c.meta as unknown as MdxElementMeta;
    if (c.type === 'mdx_expression') {
      flush();
      out.parts.push(expressionSpan(out.env, c.meta as unknown as ExpressionMeta));
    } else if (c.type === 'mdx_element' && childAsJsx(modules, child, out.env)) {
      flush();
      elementJsx(modules, child, out);
    } else run.push(c);
  }
  flush();
  out.parts.push(`</${meta.name}>`);
}

/** An expression: a literal is its text (nothing for null, undefined and booleans, as React renders them);
 *  anything else is an island. */
export function expressionIsland(
  span: MdxSpan,
  inline: boolean,
  env: MdxEnv,
  ctx: { esc: (s: string) => string; report: MdxPluginOptions['report']; builtins: string[] },
): string {
  const esc = ctx.esc;
  const known = (name: string) =>
    !!env.mdxModule?.declared.has(name) ||
    (MDX_SCOPE_NAMES as readonly string[]).includes(name) ||
    Object.hasOwn(env.mdxScope ?? {}, name) ||
    !!env.mdxImports?.has(name) ||
    ctx.builtins.includes(name);
  const missing = undefinedName(span.code.slice(1, -1), known);
  if (missing !== undefined) {
    const reason = `it reads "${missing}", which this file does not define`;
    ctx.report('warning', 'MDX_EXPRESSION_TEXT', { reason }, span.line - 1 - (env.bodyLineOffset ?? 0), span.column);
    return esc(span.code) + (inline ? '' : '\n');
  }
  try {
    const value = evaluateLiteral(span.code.slice(1, -1), env.mdxScope);
    if (value === null || value === undefined || typeof value === 'boolean') return '';
    if (typeof value === 'string' || typeof value === 'number') return esc(String(value)) + (inline ? '' : '\n');
  } catch {
    // Not a literal: JavaScript renders it.
  }
  const module = env.mdxModule;
  if (!module && env.partial) {
    const line = span.line - 1 - (env.bodyLineOffset ?? 0);
    ctx.report('warning', 'MDX_PARTIAL_JAVASCRIPT', { kind: 'expression' }, line, span.column);
  }
  if (!module) return '';
  const name = module.addIsland([span]);
  const at = { name, line: span.line - 1 - (env.bodyLineOffset ?? 0), column: span.column, inline };
  return islandHtml(env, at, []) + (inline ? '' : '\n');
}

/** An inline tag that opens or closes an inline island (its content between is the island's one slot), or null
 *  when the tag is not one. */
export function inlineIsland(modules: Modules, meta: InlineMeta, env: MdxEnv): string | null {
  const open = env.mdxInlineIslands ?? [];
  if (meta.closing) {
    if (open.at(-1) !== meta.name) return null;
    open.pop();
    return SLOT_CLOSE + PLACEHOLDER_CLOSE;
  }
  const wanted =
    (meta.dynamic && !unknownComponent(modules, meta.name, env)) ||
    ((isPackageComponent(modules as MdxPluginOptions, env, meta.name) || ownComponent(meta.name, env)) &&
      !buildTimeBuiltin(modules as MdxPluginOptions, env, meta.name));
  if (!wanted || !env.mdxModule || !meta.tag) return null;
  const parts: IslandPart[] = meta.selfClosing ? [meta.tag] : [meta.tag, slotJsx(0, true), `</${meta.name}>`];
  const name = env.mdxModule.addIsland(parts);
  const html = islandHtml(env, { name, line: meta.line, column: meta.column, inline: true }, null);
  if (meta.selfClosing) return html + PLACEHOLDER_CLOSE;
  (env.mdxInlineIslands ??= []).push(meta.name);
  return html + SLOT_OPEN;
}

/** The island's placeholder; `slots` null: left open (an inline island's content follows). */
function islandHtml(
  env: MdxEnv,
  at: { name: string; line: number; column: number; inline: boolean },
  slots: string[] | null,
): string {
  const open = placeholderOpen({
    file: env.mdxModule!.file,
    exportName: at.name,
    // An imported file's islands read the props its use passed (`<Part city="…" />`: `props.city`).
    props: env.partialProps ? { props: env.partialProps } : {},
    line: at.line + 1 + (env.bodyLineOffset ?? 0),
    column: at.column,
    slots: true,
    ...(at.inline ? { inline: true } : {}),
  });
  if (slots === null) return open;
  return open + slots.map((s) => SLOT_OPEN + s + SLOT_CLOSE).join('') + PLACEHOLDER_CLOSE;
}
