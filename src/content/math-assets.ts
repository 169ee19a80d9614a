// KaTeX's stylesheet and fonts, copied into the output when some page has math (config `math`): the pages with
// math link the stylesheet (markdown-plugins/math.ts), and the stylesheet loads the fonts it needs from beside it.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import type { AssetFile } from './types';
import type { RenderedMarkdown } from './markdown';
import { htmlFacts } from './html-facts';

const require = createRequire(import.meta.url);
let version: string | undefined;
const katexVersion = () => (version ??= (require('katex/package.json') as { version: string }).version);

/** The folder KaTeX's files are written to, by version (a new KaTeX gets new URLs). */
const DIR = () => `assets/katex-${katexVersion()}`;

/** The site path of KaTeX's stylesheet, as pages with math link it. */
export const katexStylesheetPath = () => `/${DIR()}/katex.min.css`;

/** KaTeX's stylesheet and every font file it names, as output files. */
export function katexAssets(): AssetFile[] {
  const dist = join(dirname(require.resolve('katex/package.json')), 'dist');
  const fonts = readdirSync(join(dist, 'fonts')).filter((f) => /\.(woff2?|ttf)$/.test(f));
  return [
    { from: join(dist, 'katex.min.css'), to: `${DIR()}/katex.min.css` },
    ...fonts.sort().map((f) => ({ from: join(dist, 'fonts', f), to: `${DIR()}/fonts/${f}` })),
  ];
}

/** The files the rendered entries' Markdown features need in the output: KaTeX's when one has math. */
export function markdownFeatureAssets(results: RenderedMarkdown[]): AssetFile[] {
  return results.some((r) => htmlFacts(r).math) ? katexAssets() : [];
}
