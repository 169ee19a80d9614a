// UI language follows i18n.defaultLocale: the en starter builds with no Chinese in any page, script, feed or
// data file; strings can be overridden from the config (unknown keys are located errors naming close keys);
// an unknown locale reads English with a warning; dates and reading time are worded per locale.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build, type BuildResult } from '../../src/api/build';
import { check } from '../../src/api/check';
import { init } from '../../src/api/init';

const tmp = mkdtempSync(join(tmpdir(), 'blogctl-locale-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

/** Han ideographs, CJK punctuation (、。「」) and full-width forms (：（）). */
const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
const TEXT_FILES = /\.(html|js|css|xml|json|txt|svg|webmanifest)$/;

function starter(name: string, lang: 'en' | 'zh-CN', edit?: (config: string) => string): string {
  const root = join(tmp, name);
  init({ dir: root, lang, date: '2026-01-02' });
  if (edit) writeFileSync(join(root, 'blogctl.config.ts'), edit(readFileSync(join(root, 'blogctl.config.ts'), 'utf8')));
  return root;
}

const page = (r: BuildResult, path: string) => r.files!.find((f) => f.path === path)!.text();

describe('an en site', () => {
  let result: BuildResult;
  before(async () => {
    result = await build({ root: starter('en', 'en'), write: false, cache: false });
    assert.ok(result.ok, JSON.stringify(result.diagnostics));
  });

  it('has no Chinese character in any output text file', () => {
    const texts = result.files!.filter((f) => TEXT_FILES.test(f.path));
    assert.ok(
      texts.some((f) => f.path.endsWith('.js')) && texts.some((f) => f.path.endsWith('.xml')),
      texts.map((f) => f.path).join(', '),
    );
    for (const f of texts) {
      const text = f.text();
      const m = CJK.exec(text);
      assert.equal(m, null, `${f.path}: "${m ? text.slice(Math.max(0, m.index - 60), m.index + 20) : ''}"`);
    }
  });

  it('speaks Docusaurus English: read more, reading time, dates, sidebar, tag pages', () => {
    const list = page(result, 'blog/index.html');
    assert.match(list, />Read more</);
    assert.match(list, /aria-label="Read more about Hello, world"/);
    assert.match(list, /\d+ min read|One min read/);
    assert.match(list, /January 2, 2026/);
    assert.match(list, /Recent posts/);
    // (The starter has two posts tagged notes.)
    assert.match(page(result, 'blog/tags/notes/index.html'), /<title>2 posts tagged with &quot;[^&]+&quot;/);
    assert.match(page(result, '404.html'), /Page Not Found/);
    assert.match(page(result, 'index.html'), /<html lang="en"/);
  });
});

describe('i18n.strings', () => {
  it('overrides a string everywhere it shows: pages and the client bundle', async () => {
    const root = starter('override', 'en', (c) =>
      c.replace(
        "defaultLocale: 'en',",
        "defaultLocale: 'en',\n    strings: { 'blog.readMore': 'Keep reading', 'blog.readingTime': '{minutes} minute(s) to read', 'search.button': 'Find' },",
      ),
    );
    const r = await build({ root, write: false, cache: false });
    assert.ok(r.ok, JSON.stringify(r.diagnostics));
    const list = page(r, 'blog/index.html');
    assert.match(list, />Keep reading</);
    assert.match(list, /\d+ minute\(s\) to read/);
    assert.doesNotMatch(list, />Read more</);
    const js = r
      .files!.filter((f) => f.path.endsWith('.js'))
      .map((f) => f.text())
      .join('\n');
    assert.ok(js.includes('Keep reading') && js.includes('Find'), 'the client bundle carries the overridden strings');
  });

  it('refuses an unknown key with its line and the close keys', async () => {
    const root = starter('unknown-key', 'en', (c) =>
      c.replace("defaultLocale: 'en',", "defaultLocale: 'en',\n    strings: {\n      'blog.readMor': 'x',\n    },"),
    );
    const report = await check({ root });
    const d = report.diagnostics.find((x) => x.code === 'CONFIG_INVALID');
    assert.ok(d, JSON.stringify(report.diagnostics));
    assert.match(
      d.text,
      /i18n\.strings\.blog\.readMor: unknown UI string key "blog\.readMor"; did you mean "blog\.readMore"/,
    );
    const lines = readFileSync(join(root, 'blogctl.config.ts'), 'utf8').split('\n');
    assert.equal(lines[d.loc!.line! - 1].trim(), "'blog.readMor': 'x',");
  });
});

describe('locale choice', () => {
  it('reads en for en-GB, and for an unknown locale with a located warning', async () => {
    const gb = await build({
      root: starter('en-gb', 'en', (c) => c.replace(/'en'/g, "'en-GB'").replace(/\ben: \{/, "'en-GB': {")),
      write: false,
      cache: false,
    });
    assert.ok(gb.ok, JSON.stringify(gb.diagnostics));
    assert.deepEqual(
      gb.diagnostics.map((d) => d.code),
      [],
    );
    assert.match(page(gb, 'blog/index.html'), />Read more</);
    assert.match(page(gb, 'blog/index.html'), /2 January 2026/);

    const root = starter('fr', 'en', (c) => c.replace(/'en'/g, "'fr'").replace(/\ben: \{/, 'fr: {'));
    const fr = await build({ root, write: false, cache: false });
    assert.ok(fr.ok, JSON.stringify(fr.diagnostics));
    const w = fr.diagnostics.find((d) => d.code === 'CONFIG_UNKNOWN_LOCALE');
    assert.ok(w && w.severity === 'warning', JSON.stringify(fr.diagnostics));
    assert.match(w.text, /i18n\.defaultLocale/);
    assert.match(
      readFileSync(join(root, 'blogctl.config.ts'), 'utf8').split('\n')[w.loc!.line! - 1],
      /defaultLocale: 'fr'/,
    );
    assert.match(page(fr, 'blog/index.html'), />Read more</);
    // Dates still follow the locale itself (Intl knows French).
    assert.match(page(fr, 'blog/index.html'), /2 janvier 2026/);
  });

  it('keeps the zh-CN wording for a zh-CN site', async () => {
    const r = await build({ root: starter('zh', 'zh-CN'), write: false, cache: false });
    assert.ok(r.ok, JSON.stringify(r.diagnostics));
    const list = page(r, 'blog/index.html');
    assert.match(list, />阅读更多/);
    assert.match(list, /2026年1月2日/);
    assert.match(list, /阅读需 \d+ 分钟/);
  });
});
