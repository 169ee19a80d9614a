// The Markdown renderer's settings taken from the site config, in one small module (no markdown-it import), so
// the build, the dev server, the worker threads and the Markdown cache key all see the same options.
import { relative, sep } from 'node:path';
import type { ResolvedConfig } from '../config/load-config';
import type { UiTable } from '../shared/i18n';
import type { MdxGlobalComponent } from '../config/mdx-components';
import type { ResponsiveOptions } from './responsive-images';
import type { MarkdownFormat } from './markdown-format';
import { findMathJax, type MathJaxPackage } from './mathjax-package';

export interface MagicComment {
  className: string;
  line?: string;
  block?: { start: string; end: string };
}

export interface MarkdownOptions {
  /** Prism languages loaded besides Prism's core (the Docusaurus bundle plus `prism.additionalLanguages`). */
  languages: string[];
  /** Admonition keywords (`:::tip`); any other `:::word` gets a warning. */
  admonitionKeywords?: string[];
  /** The static folders as `@site/` paths name them (relative to the site folder, e.g. "static", "public"):
   *  `@site/<folder>/x.png` is the site path `/x.png`. @default ["static"] */
  staticFolders?: string[];
  /** Language of a code block that names none (config `prism.defaultLanguage`). */
  defaultLanguage?: string;
  /** Magic comments in code blocks (config `prism.magicComments`). */
  magicComments?: MagicComment[];
  /** The locale's heading-link label and admonition titles. @default zh-CN's */
  ui?: { headingLink: string; admonition: Record<string, string> };
  /** Components every Markdown file may use without importing them (the site's MDXComponents file). */
  components?: MdxGlobalComponent[];
  /** Math with KaTeX, or with MathJax when `renderer` says so (config `math`, when enabled). */
  math?: {
    singleDollarTextMath: boolean;
    macros: Record<string, string>;
    strict: boolean | 'ignore' | 'warn' | 'error';
    renderer?: 'mathjax';
    /** The site's mathjax-full (its folder and version, so a new MathJax misses the Markdown cache). */
    mathjax?: MathJaxPackage;
  };
  /** Mermaid diagrams (config `mermaid.enabled`). */
  mermaid?: boolean;
  /** Package-manager tabs (config `npm2yarn`, when enabled); a custom converter as `[label, function source]`. */
  npm2yarn?: { sync: boolean; converters: (string | [string, string])[] };
  /** Responsive copies of local images (config images.responsive): part of the Markdown cache key. */
  responsiveImages?: ResponsiveOptions;
  /** How files are read (markdown-format.ts); left out for the default, `mdx`. */
  format?: MarkdownFormat;
}

/** The Markdown features' part of the options (markdown-plugins/markdown-features.ts), from the config. */
function featureOptions(
  config: Partial<Pick<ResolvedConfig, 'root' | 'math' | 'mermaid' | 'npm2yarn'>>,
): Pick<MarkdownOptions, 'math' | 'mermaid' | 'npm2yarn'> {
  const { math, mermaid, npm2yarn } = config;
  return {
    ...(math?.enabled ? { math: { ...mathOptions(math), ...mathJaxOptions(config) } } : {}),
    ...(mermaid?.enabled ? { mermaid: true } : {}),
    ...(npm2yarn?.enabled
      ? {
          npm2yarn: {
            sync: npm2yarn.sync,
            converters: npm2yarn.converters.map((c) => (typeof c === 'string' ? c : [c[0], String(c[1])])),
          },
        }
      : {}),
  };
}

const mathOptions = (math: ResolvedConfig['math']) => ({
  singleDollarTextMath: math.singleDollarTextMath,
  macros: math.macros,
  strict: math.strict,
});

/** With `math.renderer: "mathjax"`: MathJax as found from the site (none: its formulas show as their source). */
function mathJaxOptions(config: Partial<Pick<ResolvedConfig, 'root' | 'math'>>): {
  renderer?: 'mathjax';
  mathjax?: MathJaxPackage;
} {
  if (config.math?.renderer !== 'mathjax') return {};
  const found = findMathJax(config.root);
  return { renderer: 'mathjax', ...(found ? { mathjax: found } : {}) };
}

/** Languages Docusaurus 3 ships highlighted without configuration (its Prism renderer's bundle). */
export const DOCUSAURUS_LANGUAGES = [
  'markup',
  'jsx',
  'tsx',
  'swift',
  'kotlin',
  'objectivec',
  'js-extras',
  'reason',
  'rust',
  'graphql',
  'yaml',
  'go',
  'cpp',
  'markdown',
  'python',
  'json',
];

/** Docusaurus 3's default admonition keywords. */
export const DEFAULT_ADMONITION_KEYWORDS = [
  'secondary',
  'info',
  'success',
  'danger',
  'note',
  'tip',
  'warning',
  'important',
  'caution',
];

/** Docusaurus's default magic comments, highlighting with the theme's highlighted-line class. */
export const DEFAULT_MAGIC_COMMENTS: MagicComment[] = [
  {
    className: 'code-line--highlighted',
    line: 'highlight-next-line',
    block: { start: 'highlight-start', end: 'highlight-end' },
  },
];

export function markdownOptionsOf(
  config: Pick<ResolvedConfig, 'prism' | 'admonitions'> &
    Partial<
      Pick<
        ResolvedConfig,
        'root' | 'staticDirectories' | 'mdxComponents' | 'math' | 'mermaid' | 'npm2yarn' | 'images' | 'markdown'
      >
    > & {
      ui?: UiTable;
    },
): MarkdownOptions {
  // The site's own list comes first: Prism grammars that extend others are loaded in the order given before.
  // Prism's component names are lower case; Docusaurus sites built on a case-insensitive disk write `PowerShell`.
  const languages = [...new Set(config.prism.additionalLanguages.map((l) => l.toLowerCase()))];
  for (const l of DOCUSAURUS_LANGUAGES) if (!languages.includes(l)) languages.push(l);
  const admonitions = config.admonitions ?? { keywords: [], extendDefaults: true };
  const admonitionKeywords = [
    ...new Set([...(admonitions.extendDefaults ? DEFAULT_ADMONITION_KEYWORDS : []), ...admonitions.keywords]),
  ];
  const ui = config.ui ? { headingLink: config.ui.headingLink, admonition: config.ui.admonition } : undefined;
  const root = config.root;
  const staticFolders =
    root && config.staticDirectories
      ? config.staticDirectories
          .map((d) => relative(root, d).split(sep).join('/'))
          .filter((d) => d && !d.startsWith('..'))
      : undefined;
  return {
    languages,
    admonitionKeywords,
    ...(staticFolders && staticFolders.join() !== 'static' ? { staticFolders } : {}),
    magicComments: config.prism.magicComments ?? DEFAULT_MAGIC_COMMENTS,
    ...(config.prism.defaultLanguage ? { defaultLanguage: config.prism.defaultLanguage } : {}),
    ...(ui ? { ui } : {}),
    ...(config.mdxComponents?.components.length ? { components: config.mdxComponents.components } : {}),
    ...featureOptions(config),
    ...(config.images?.responsive ? { responsiveImages: config.images.responsive } : {}),
    ...(config.markdown?.format && config.markdown.format !== 'mdx' ? { format: config.markdown.format } : {}),
  };
}
