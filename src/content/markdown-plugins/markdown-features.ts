// Registers the Markdown features of the config (math, mermaid diagrams, package-manager tabs) on the one
// markdown-it instance, after the code blocks' renderer (the diagrams and the tabs wrap it).
import type { MarkdownOptions } from '../markdown-options';
import { mathPlugin } from './math';
import type { MdxReport } from './mdx';
import { mermaidPlugin } from './mermaid';
import { npm2yarnPlugin } from './npm2yarn';
import type { MarkdownIt } from './types';

export function markdownFeaturesPlugin(
  md: MarkdownIt,
  options: { features: Pick<MarkdownOptions, 'math' | 'mermaid' | 'npm2yarn'>; report: () => MdxReport },
): void {
  const { math, mermaid, npm2yarn } = options.features;
  // The renderer is named in the warning when it is MathJax (KaTeX's is the default text).
  const renderer = math?.renderer === 'mathjax' ? { renderer: 'MathJax' as const } : {};
  if (math)
    md.use(mathPlugin, {
      ...math,
      onError: (reason: string, line: number) =>
        options.report()('warning', 'MARKDOWN_MATH', { reason, ...renderer }, line, 1),
      onStrict: (reason: string, line: number) =>
        options.report()('warning', 'MARKDOWN_MATH', { reason, strict: true }, line, 1),
    });
  if (mermaid) md.use(mermaidPlugin);
  if (npm2yarn)
    md.use(npm2yarnPlugin, {
      ...npm2yarn,
      onError: (label: string, reason: string, line: number) =>
        options.report()('warning', 'MARKDOWN_NPM2YARN', { label, reason }, line, 1),
    });
}
