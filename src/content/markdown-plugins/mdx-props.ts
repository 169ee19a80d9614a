// A JSX tag's props in MDX, as MDX evaluates them: a value written as text is that text; a `{…}` expression is
// evaluated here when it is a literal or reads only the file's literal scope (`toc`, `frontMatter`, the file's
// `export const` of literal values); any other expression needs JavaScript, so the element becomes an island that
// the file's module renders (mdx-islands.ts). A built-in that only blogctl renders takes literal values only.
import { evaluateLiteral, NotLiteralError, type JsxAttribute, type PropValue } from './jsx-tags';
import { buildTimeBuiltin, builtinOf, importOf, lineCol, type MdxEnv, type MdxPluginOptions } from './mdx-types';

/** `items={useCurrentSidebarCategory().items}`, the index page Docusaurus's docs show for a category: the same
 *  cards as a DocCardList with no items (the current category's), which is how blogctl renders it. */
const CURRENT_CATEGORY_ITEMS = /^\s*useCurrentSidebarCategory\s*\(\s*\)\s*\.\s*items\s*$/;

/** Whether attribute `a` of tag `name` asks a DocCardList for the current category's items. */
function currentCategoryItems(options: MdxPluginOptions, env: MdxEnv, name: string, a: JsxAttribute): boolean {
  return (
    a.name === 'items' &&
    builtinOf(options, env, name) === 'DocCardList' &&
    importOf(env, 'useCurrentSidebarCategory') === '@docusaurus/theme-common' &&
    CURRENT_CATEGORY_ITEMS.test(String(a.value))
  );
}

export interface EvaluatedProps {
  props: Record<string, PropValue>;
  /** Some prop needs JavaScript. */
  dynamic: boolean;
}

export function evalProps(
  options: MdxPluginOptions,
  at: { src: string; baseLine: number },
  name: string,
  attributes: JsxAttribute[],
  env: MdxEnv,
): EvaluatedProps {
  const props: Record<string, PropValue> = {};
  let dynamic = false;
  const buildTime = buildTimeBuiltin(options, env, name);
  for (const a of attributes) {
    if (!a.expression) {
      props[a.name] = a.value;
      continue;
    }
    if (buildTime && currentCategoryItems(options, env, name, a)) continue;
    try {
      if (!a.name) throw new NotLiteralError('a `{...spread}` attribute', 0);
      props[a.name] = evaluateLiteral(a.value as string, env.mdxScope);
    } catch (err) {
      if (!buildTime) {
        dynamic = true;
        continue;
      }
      const pos = lineCol(at.src, a.offset);
      const reason = err instanceof NotLiteralError ? err.message : String(err);
      options.report(
        'error',
        'MDX_PROP_NOT_LITERAL',
        { kind: 'expression', prop: a.name || '{...}', name, reason },
        at.baseLine + pos.line,
        pos.column,
      );
    }
  }
  return { props, dynamic };
}
