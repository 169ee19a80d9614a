// Config `prism.theme` / `prism.darkTheme` (Docusaurus's code colour themes, in prism-react-renderer's shape) as a
// stylesheet: the plain colours become the code block's own colour variables and each token style a rule for
// `.token.<type>` (in the languages it names), scoped to its colour mode so the other mode keeps its colours. The
// stylesheet joins the theme's, before the site's custom stylesheets, which can still override it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PrismTheme } from '../config/schema-markdown';

const MODES = [
  ['theme', 'html:not([data-theme=dark])'],
  ['darkTheme', 'html[data-theme=dark]'],
] as const;
/** The plain colours the code block's stylesheet reads as variables (templates/styles/code.css). */
const PLAIN_VARS: Record<string, string> = { color: '--code-fg', backgroundColor: '--code-bg' };

const kebab = (property: string) => property.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
const declarations = (style: Record<string, string | number>) =>
  Object.entries(style)
    .map(([k, v]) => `${kebab(k)}: ${v}`)
    .join('; ');

function themeRules(theme: PrismTheme, scope: string): string[] {
  const rules: string[] = [];
  const vars = Object.entries(theme.plain).filter(([k]) => PLAIN_VARS[k]);
  const rest = Object.fromEntries(Object.entries(theme.plain).filter(([k]) => !PLAIN_VARS[k]));
  if (vars.length) rules.push(`${scope} .code-block { ${vars.map(([k, v]) => `${PLAIN_VARS[k]}: ${v}`).join('; ')} }`);
  if (Object.keys(rest).length) rules.push(`${scope} .code-block code { ${declarations(rest)} }`);
  for (const { types, languages, style } of theme.styles) {
    if (!Object.keys(style).length) continue;
    // A language as the fence names it (`js`, data-language) or as blogctl names its class (`language-javascript`).
    const blocks = languages?.length
      ? languages.flatMap((l) => [`.code-block.language-${l}`, `.code-block[data-language="${l}"]`])
      : ['.code-block'];
    const selectors = blocks.flatMap((b) => types.map((t) => `${scope} ${b} .token.${t}`));
    rules.push(`${selectors.join(', ')} { ${declarations(style)} }`);
  }
  return rules;
}

/** The stylesheet of the configured code themes, or undefined when neither is set. */
export function codeThemeCss(prism: { theme?: PrismTheme; darkTheme?: PrismTheme }): string | undefined {
  const rules = MODES.flatMap(([key, scope]) => (prism[key] ? themeRules(prism[key], scope) : []));
  return rules.length ? `/* blogctl: config prism.theme and prism.darkTheme */\n${rules.join('\n')}\n` : undefined;
}

/** The code themes' stylesheet written under `dir` (rewritten only when it changed), or none. */
export function codeThemeSheets(prism: { theme?: PrismTheme; darkTheme?: PrismTheme }, dir: string): string[] {
  const css = codeThemeCss(prism);
  if (css === undefined) return [];
  const file = join(dir, 'code-theme.css');
  if (!existsSync(file) || readFileSync(file, 'utf8') !== css) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, css);
  }
  return [file];
}
