// Package-manager tabs (config `npm2yarn`, as @docusaurus/remark-plugin-npm2yarn makes them): a code block with
// `npm2yarn` in its meta becomes <Tabs> with one tab per package manager: npm (the block as written), then each
// converter's version of it (npm-to-yarn's conversion for "yarn", "pnpm" and "bun", labelled "Yarn", "pnpm",
// "bun"; a custom converter's function of the npm code under its own label). With `sync`, every such block is in
// the tabs group "npm2yarn": one choice switches them all, and is remembered.
import { createRequire } from 'node:module';
import { renderTabsIsland } from '../mdx-components';
import type { TabsItem } from '../../shared/mdx/Tabs';
import type { MarkdownIt } from './types';

export interface Npm2yarnOptions {
  sync: boolean;
  /** A package manager npm-to-yarn knows, or `[label, source of (npmCode) => code]` (functions cannot cross to
   *  the worker threads, so a custom converter travels as its source). */
  converters: (string | [string, string])[];
  /** A custom converter that failed on a block at `line` (0-based in the body). */
  onError: (label: string, reason: string, line: number) => void;
}

type Convert = (code: string, to: string) => string;
let npmToYarn: Convert | undefined;
const convert: Convert = (code, to) => {
  npmToYarn ??= ((m: { default?: Convert } & Convert) => m.default ?? m)(createRequire(import.meta.url)('npm-to-yarn'));
  return npmToYarn(code, to);
};

const LABELS: Record<string, string> = { yarn: 'Yarn' };

export function npm2yarnPlugin(md: MarkdownIt, options: Npm2yarnOptions): void {
  const fence = md.renderer.rules.fence!;
  const custom = new Map<string, ((code: string) => unknown) | Error>();
  const customOf = (source: string) => {
    if (!custom.has(source)) {
      try {
        custom.set(source, new Function(`return (${source});`)() as (code: string) => unknown);
      } catch (err) {
        custom.set(source, err as Error);
      }
    }
    return custom.get(source)!;
  };
  md.renderer.rules.fence = (tokens, idx, opts, env, self) => {
    const token = tokens[idx];
    const words = token.info.trim().split(/\s+/);
    if (!words.slice(1).includes('npm2yarn')) return fence(tokens, idx, opts, env, self);
    const info = words.filter((w, i) => i === 0 || w !== 'npm2yarn').join(' ');
    const npmCode = token.content;
    const block = (code: string) => {
      const copy = Object.assign(Object.create(Object.getPrototypeOf(token)), token, { info, content: code });
      return fence([copy], 0, opts, env, self);
    };
    const items: TabsItem[] = [{ value: 'npm', label: 'npm', html: block(npmCode) }];
    for (const c of options.converters) {
      if (typeof c === 'string') {
        items.push({ value: c, label: LABELS[c] ?? c, html: block(convert(npmCode, c)) });
        continue;
      }
      const [label, source] = c;
      const fn = customOf(source);
      let code = npmCode;
      try {
        if (fn instanceof Error) throw fn;
        const out = fn(npmCode);
        if (typeof out !== 'string') throw new Error(`it returned ${typeof out}, not a string`);
        code = out;
      } catch (err) {
        options.onError(label, (err as Error).message, token.map?.[0] ?? 0);
      }
      items.push({ value: label, label, html: block(code) });
    }
    return renderTabsIsland({ items, defaultValue: 'npm', ...(options.sync ? { groupId: 'npm2yarn' } : {}) });
  };
}
