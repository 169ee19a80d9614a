// The CLI compile swaps markdown-it's Babel class-field helper for a plain assignment
// (scripts/class-fields-plugin.mjs). The swap must apply to the installed markdown-it, and markdown-it bundled
// with it must build exactly the same tokens (own properties and their descriptors) and HTML as without it.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, describe, it } from 'node:test';
import { build } from 'esbuild';
import {
  classFieldsPlugin,
  inlineFieldStatements,
  withFastClassFields,
} from '../../../scripts/class-fields-plugin.mjs';
import { REPO } from '../../helpers/site';

const SAMPLE = [
  '# 标题 {#custom}',
  '',
  'Text with *emphasis*, **strong**, `code`, [a link](./other.md "t") and ![img](./a.png).',
  '',
  '> quote\n> - list in quote',
  '',
  '1. one\n2. two\n   - nested',
  '',
  '```ts\nconst x = 1;\n```',
  '',
  '| a | b |\n| - | - |\n| 1 | 2 |',
  '',
  '<div class="x">html</div>',
  '',
  ':::tip\nadmonition-looking text\n:::',
].join('\n');

type Md = { parse(src: string, env: object): object[]; render(src: string): string };

const dir = mkdtempSync(join(tmpdir(), 'blogctl-class-fields-'));
after(() => rmSync(dir, { recursive: true, force: true }));

async function bundledMarkdownIt(name: string, plugins: unknown[]): Promise<Md> {
  const entry = join(dir, `${name}-entry.mjs`);
  writeFileSync(entry, "import MarkdownIt from 'markdown-it';\nexport default new MarkdownIt({ html: true });\n");
  const outfile = join(dir, `${name}.mjs`);
  await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    nodePaths: [join(REPO, 'node_modules')],
    plugins: plugins as never[],
    logLevel: 'silent',
  });
  return ((await import(pathToFileURL(outfile).href)) as { default: Md }).default;
}

/** Tokens as plain data including every own property descriptor (value, enumerable, writable, configurable). */
function describeTokens(tokens: object[]): unknown {
  return tokens.map((t) =>
    Object.entries(Object.getOwnPropertyDescriptors(t)).map(([k, d]) => [
      k,
      d.enumerable,
      d.writable,
      d.configurable,
      k === 'children' && Array.isArray(d.value) ? describeTokens(d.value) : JSON.stringify(d.value),
    ]),
  );
}

describe('markdown-it class-field helper swap (CLI compile)', () => {
  it('finds the helper in the installed markdown-it', () => {
    const file = createRequire(join(REPO, 'package.json'))
      .resolve('markdown-it')
      .replace(/markdown-it\.cjs\.js$/, 'markdown-it.mjs');
    const patched = withFastClassFields(readFileSync(file, 'utf8'));
    assert.ok(
      patched,
      'the helper of this markdown-it release is not the known one: update scripts/class-fields-plugin.mjs',
    );
    assert.ok(!patched.includes('toPropertyKey(r)'));
    // Every field a constructor sets is a plain assignment (Token's, the parser states', the parsers').
    assert.equal((patched.match(/_defineProperty\(\s*this\b/g) ?? []).length, 0);
    for (const field of [
      'this.map = null;',
      'this.content = "";',
      'this.bMarks = [];',
      'this.pending = "";',
      'this.ruler = new Ruler();',
    ])
      assert.ok(patched.includes(field), field);
  });

  it('writes only stand-alone field statements with simple values as assignments', () => {
    const src = [
      'class A {',
      '\tconstructor() {',
      '\t\t_defineProperty(this, /** doc, with "quotes" */ "a", new Map([[1, 2]]));',
      '\t\t_defineProperty(this, "b", "x(y");',
      '\t\t_defineProperty(this, "c", "esc\\"aped");',
      '\t\t_defineProperty(this, "d", \'single\');',
      '\t\t_defineProperty(this, "e", /re)/);',
      '\t\tfoo(_defineProperty(this, "f", 1));',
      '\t\t_defineProperty(this, "g", 1), bar();',
      '\t\t_defineProperty(this, "h", f(a, b));',
      '\t\t_defineProperty(other, "i", 1);',
      '\t}',
      '}',
    ].join('\n');
    const out = inlineFieldStatements(src).split('\n');
    assert.equal(out[2], '\t\tthis.a = new Map([[1, 2]]);');
    assert.equal(out[3], '\t\tthis.b = "x(y";');
    assert.equal(out[7], '\t\tfoo(_defineProperty(this, "f", 1));');
    assert.equal(out[9], '\t\tthis.h = f(a, b);');
    // Escaped and single-quoted strings, regexps, calls inside expressions and other objects stay calls.
    for (const i of [4, 5, 6, 7, 8, 10]) assert.equal(out[i], src.split('\n')[i]);
  });

  it('gives the same tokens, property descriptors and HTML as markdown-it as published', async () => {
    const plain = await bundledMarkdownIt('plain', []);
    const fast = await bundledMarkdownIt('fast', [classFieldsPlugin]);
    assert.deepEqual(describeTokens(fast.parse(SAMPLE, {})), describeTokens(plain.parse(SAMPLE, {})));
    assert.equal(fast.render(SAMPLE), plain.render(SAMPLE));
    // The comparison is between two different helpers.
    assert.ok(readFileSync(join(dir, 'plain.mjs'), 'utf8').includes('toPropertyKey(r)'));
    assert.ok(!readFileSync(join(dir, 'fast.mjs'), 'utf8').includes('toPropertyKey(r)'));
  });
});
