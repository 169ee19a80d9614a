// headingAnchorsPlugin (markdown-plugins/heading-anchors.ts) stands in for markdown-it-anchor as blogctl configured
// it: the same tokens (attributes, meta, order), HTML, heading records and duplicate-id error, on every sample.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import MarkdownIt from 'markdown-it';
import anchor from 'markdown-it-anchor';
import { headingAnchorsPlugin } from '../../../src/content/markdown-plugins/heading-anchors';
import { headingIdsPlugin } from '../../../src/content/markdown-plugins/heading-ids';
import type { MarkdownIt as Md } from '../../../src/content/markdown-plugins/types';
import { createUniqueSlugger, slugifyHeading } from '../../../src/content/slug';

type Record = [number, string, string];

/** markdown-it with markdown-it-anchor, configured as src/content/markdown.ts did before. */
function reference(records: Record[]): Md {
  const md = new MarkdownIt({ html: true });
  md.use(headingIdsPlugin);
  md.use(anchor, {
    level: [1, 2, 3, 4, 5, 6],
    tabIndex: false,
    slugifyWithState: (text: string, state: { env: { slugger: (s: string) => string } }) => state.env.slugger(slugifyHeading(text)),
    callback: (token: { tag: string }, info: { slug: string; title: string }) => void records.push([Number(token.tag.slice(1)), info.slug, info.title]),
    permalink: anchor.permalink.linkInsideHeader({ symbol: '#', placement: 'after', class: 'hash-link', ariaHidden: false, renderAttrs: () => ({ 'aria-label': '标题的直接链接' }) }),
  } as unknown as anchor.AnchorOptions);
  return md;
}

function ours(records: Record[]): Md {
  const md = new MarkdownIt({ html: true });
  md.use(headingIdsPlugin);
  md.use(headingAnchorsPlugin, {
    slugify: (text, state) => (state.env as { slugger: (s: string) => string }).slugger(slugifyHeading(text)),
    label: '标题的直接链接',
    onHeading: (token, slug, title) => void records.push([Number(token.tag.slice(1)), slug, title]),
  });
  return md;
}

/** Tokens as plain data: every own property (children recursively), meta included. */
function plain(tokens: object[]): unknown {
  return tokens.map((t) => Object.entries(t).map(([k, v]) => [k, k === 'children' && Array.isArray(v) ? plain(v) : JSON.stringify(v)]));
}

function outcome(make: (records: Record[]) => Md, src: string): unknown {
  const records: Record[] = [];
  const md = make(records);
  try {
    const tokens = md.parse(src, { slugger: createUniqueSlugger() });
    return { tokens: plain(tokens), html: md.renderer.render(tokens, md.options, {}), records };
  } catch (err) {
    return { error: (err as Error).message, records };
  }
}

const SAMPLES = [
  '# 标题\n\n正文',
  '## 安装\n\n## 安装\n\n## 安装-1\n\n### 安装',
  '## A `code` *em* [link](/x) <b>raw</b>\n\n## A code em link raw',
  '## 自定义 {#custom}\n\n## custom\n\n## 其他 {#other}',
  '## 一 {#same}\n\n## 二 {#same}',
  '## x {#a}\n\n## a\n\n## a',
  '## \\_\\_proto\\_\\_\n\n## \\_\\_proto\\_\\_\n\n## constructor\n\n## constructor',
  '#\n\n##   \n\n###### 六级',
  '标题\n===\n\n副标题\n---',
  '- ## 列表里的标题\n\n> ## 引用里的标题\n\n<h2>raw</h2>',
  '## section\n\n## \n\n## Section',
  '## 中文 English 123 —— ？！\n\n## 😀 emoji',
];

describe('heading anchors (markdown-it-anchor as configured)', () => {
  for (const src of SAMPLES) {
    it(`renders as markdown-it-anchor did: ${JSON.stringify(src.slice(0, 40))}`, () => {
      assert.deepEqual(outcome(ours, src), outcome(reference, src));
    });
  }

  it('never records the slug `__proto__` as taken, as markdown-it-anchor\'s object-keyed table could not', () => {
    // Markdown cannot produce it (the underscores are emphasis), a slugify function can.
    const src = '## a\n\n## b\n\n## c';
    const env = () => ({ slugger: () => '__proto__' });
    const run = (make: (records: Record[]) => Md) => {
      const records: Record[] = [];
      return [make(records).render(src, env()), records];
    };
    assert.deepEqual(run(ours), run(reference));
    assert.equal((run(ours)[0] as string).match(/id="__proto__"/g)?.length, 3);
  });

  it('fails on a repeated custom id with the message the build reports', () => {
    const result = outcome(ours, SAMPLES[4]) as { error?: string };
    assert.match(result.error ?? '', /not unique/);
  });
});
