// The front matter fast path (content/front-matter-fast.ts) must give exactly what the YAML library gives for
// every line shape it accepts, and leave every other shape to the library.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parseSimpleFrontMatter } from '../../../src/content/front-matter-fast';
import { parseFrontMatter, readYaml } from '../../../src/content/front-matter';
import { REPO } from '../../helpers/site';

const ACCEPTED = [
  'title: "聊聊博客迁移（2）"\ndate: 2022-01-01\ntags: [kindness, keyboard]\nauthors: [owner]\ndescription: "日常记录。"',
  "title: 'single quoted'\nslug: my-post\ndraft: true\nunlisted: false",
  'sidebar_position: 3\nsidebar_label: Docker 部署\nid: setup',
  'title: 你好\ntags: [ a ,b,  c-d ]\nkeywords: []',
  'title: "a  two-space value"\ndate: 2024-13-45',
  'hide_table_of_contents: true\ntoc_min_heading_level: 2\ntoc_max_heading_level: 0',
  'title: Hello world, again\nplaces: 北京',
  'title: "tab\u00a0nbsp"\nimage: img/a.png',
  '',
];

const DECLINED = [
  'title: "escaped \\" quote"',
  "title: 'it''s'",
  'title: a # comment',
  'title: key: value',
  '# comment\ntitle: x',
  'title: x\n\ndate: 2024-06-15',
  'tags:\n  - a\n  - b',
  'title: null',
  'draft: True',
  'title: ~',
  'n: 1.5',
  'n: 007',
  'n: 0x1F',
  'n: .inf',
  'n: -3',
  'tags: [1, 2]',
  'tags: [a, null]',
  'tags: [a, [b]]',
  'tags: [a, b] # x',
  'a: &x 1',
  'a: *x',
  'a: !tag x',
  'title:',
  'title: x\ntitle: y',
  '__proto__: x',
  '  title: x',
  'title: |\n  block',
  'title: two  spaces',
  'title: "unclosed',
  'obj: {a: 1}',
  'image: ./img/a.png',
  'title: x\r\ndate: 2024-06-15\r',
];

/** The fast path's result must equal the YAML library's, value and key locations (in order). */
function assertSameAsYaml(yamlText: string): void {
  const fast = parseSimpleFrontMatter(yamlText);
  assert.ok(fast, `accepted: ${JSON.stringify(yamlText)}`);
  const slow = readYaml(yamlText, 'a.md');
  assert.deepEqual(slow.diagnostics, []);
  assert.deepEqual(fast.raw, slow.raw ?? {}, JSON.stringify(yamlText));
  assert.deepEqual([...fast.keyLocations], [...slow.keyLocations], JSON.stringify(yamlText));
}

function frontMatterBlocks(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile() || !/\.mdx?$/.test(e.name)) continue;
    const m = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join(e.parentPath, e.name), 'utf8'));
    if (m) out.push(m[1]);
  }
  return out;
}

describe('front matter fast path', () => {
  it('reads the simple shapes exactly as the YAML library does (values and key locations)', () => {
    for (const text of ACCEPTED) assertSameAsYaml(text);
  });

  it('leaves every other shape to the YAML library', () => {
    for (const text of DECLINED) assert.equal(parseSimpleFrontMatter(text), undefined, JSON.stringify(text));
  });

  it('agrees with the YAML library on every front matter of the shipped site and the fixtures it accepts', () => {
    const blocks = [...frontMatterBlocks(join(REPO, 'content')), ...frontMatterBlocks(join(REPO, 'test', 'fixtures'))];
    let accepted = 0;
    for (const text of blocks) {
      if (!parseSimpleFrontMatter(text)) continue;
      accepted++;
      assertSameAsYaml(text);
    }
    assert.ok(accepted > 20, `fast path used for ${accepted} of ${blocks.length}`);
  });

  it('reads a plain value starting with a digit as the YAML library does, declining any that may be a number', () => {
    const heads = ['0', '1', '2022', '007', '12', '1e3', '0x1F', '0o17', '1.5', '1_000', '2022-01-01', '3.', '6e'];
    const tails = [
      '',
      '新年第一天',
      '新年',
      ' 年',
      'abc',
      'g',
      'h1',
      ' x',
      'e5',
      'E-3',
      '.5',
      '-01',
      'x1F',
      'o7',
      '+1',
      '_2',
      ',3',
      ' 2',
      'n',
      'inf',
      '.nan',
      'true',
      '/a',
      '%',
      '年 末',
    ];
    const values = [
      ...new Set(heads.flatMap((h) => tails.map((t) => h + t))),
      '12:30',
      '1:2',
      '1 # x',
      '2022 新年',
      '1e3x',
      '0x1G',
      '0b101',
      '1.2.3',
    ];
    let accepted = 0;
    for (const value of values) {
      const text = `slug: ${value}`;
      if (!parseSimpleFrontMatter(text)) continue;
      accepted++;
      assertSameAsYaml(text);
      assert.equal(
        typeof parseSimpleFrontMatter(text)!.raw.slug === 'string',
        typeof (readYaml(text, 'a.md').raw as Record<string, unknown>).slug === 'string',
      );
    }
    // The shipped site's edited post: without this its warm build loads and runs the YAML library.
    for (const value of ['2022新年第一天', '2022 新年', '0x1G', '3g', '12 monkeys', '2022-01-01-新年']) {
      const fast = parseSimpleFrontMatter(`slug: ${value}`);
      assert.equal(fast?.raw.slug, value, value);
    }
    for (const value of ['1e3', '0x1F', '0o17', '1.5', '007', '3.', '1E-3', '12:30', '1 # x']) {
      assert.equal(parseSimpleFrontMatter(`slug: ${value}`), undefined, value);
    }
    assert.ok(accepted > 200, `accepted ${accepted} of ${values.length}`);
  });

  it('reports field errors at the same place on either path', () => {
    const fast = parseFrontMatter('---\ntitle: x\ndate: 2024-13-45\ntags: [a]\n---\nbody', 'a.md');
    const slow = parseFrontMatter('---\ntitle: x\ndate: 2024-13-45\ntags: [a]\n# comment\n---\nbody', 'a.md');
    assert.equal(fast.kindDiagnostics?.post?.[0].code, 'CONTENT_BAD_DATE');
    assert.deepEqual(fast.diagnostics, slow.diagnostics);
    assert.deepEqual(fast.kindDiagnostics, slow.kindDiagnostics);
    assert.deepEqual(fast.data, slow.data);
  });
});
