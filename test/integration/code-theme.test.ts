// Code colour themes (config `prism.theme` / `prism.darkTheme`, Docusaurus's themeConfig.prism themes in
// prism-react-renderer's shape): migrate carries a theme object the site's config gives (here one of its own
// module's), the build's stylesheet colours the code blocks with it in its mode only, and a value that could break
// out of its declaration is refused by check with the key's path.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { build, check, migrate } from '../../src/index';
import { migratedConfig } from '../helpers/migrated-config';

const tmp = mkdtempSync(join(tmpdir(), 'blogctl-code-theme-'));
after(() => rmSync(tmp, { recursive: true, force: true }));

/** Two original themes in prism-react-renderer's shape, as a site module exports them. */
const THEMES = `
exports.paper = {
  plain: { color: '#2b2b2b', backgroundColor: '#fbf8f1' },
  styles: [
    { types: ['comment', 'prolog'], style: { color: '#8a8170', fontStyle: 'italic' } },
    { types: ['keyword'], style: { color: '#a0317a' } },
    { types: ['selector'], languages: ['css'], style: { color: '#1d6b3a' } },
  ],
};
exports.ink = {
  plain: { color: '#e8e3d6', backgroundColor: '#1f1c18' },
  styles: [{ types: ['keyword'], style: { color: '#f0a6d2', opacity: 0.9 } }],
};
`;

function site(name: string, prism: string): string {
  const dir = join(tmp, name);
  mkdirSync(join(dir, 'blog'), { recursive: true });
  writeFileSync(join(dir, 'prism-themes.js'), THEMES);
  writeFileSync(
    join(dir, 'docusaurus.config.js'),
    `const themes = require('./prism-themes');\nmodule.exports = {\n  title: '代码配色', url: 'https://code.example', baseUrl: '/',\n  presets: [['classic', { docs: false, blog: {} }]],\n  themeConfig: { prism: ${prism} },\n};\n`,
  );
  writeFileSync(
    join(dir, 'blog', '2024-03-01-code.md'),
    '---\ntitle: 一段代码\n---\n\n```js\n// 注释\nconst a = 1;\n```\n\n<!-- truncate -->\n',
  );
  return dir;
}

const stylesheet = (out: string) =>
  readdirSync(join(out, 'assets', 'css'))
    .filter((f) => f.startsWith('styles-'))
    .map((f) => readFileSync(join(out, 'assets', 'css', f), 'utf8'))
    .join('\n');

describe('code colour themes', () => {
  it('migrate carries theme and darkTheme, and the build colours code in each mode', async () => {
    const root = site('carried', '{ theme: themes.paper, darkTheme: themes.ink }');
    const { report } = await migrate({ site: root });
    assert.deepEqual(
      report.map((r) => r.item).filter((i) => /prism/.test(i)),
      [],
    );
    const { prism } = migratedConfig(root);
    assert.deepEqual(prism.theme.plain, { color: '#2b2b2b', backgroundColor: '#fbf8f1' });
    assert.deepEqual(prism.darkTheme.styles, [{ types: ['keyword'], style: { color: '#f0a6d2', opacity: 0.9 } }]);
    const result = await build({ root, threads: 0 });
    assert.ok(result.ok, result.diagnostics.map((d) => d.text).join('\n'));
    const css = stylesheet(join(root, 'build')).toLowerCase();
    const light = 'html:not([data-theme=dark]) .code-block';
    assert.ok(css.includes(`${light}{--code-fg: #2b2b2b;--code-bg: #fbf8f1`), css.slice(-600));
    assert.ok(css.includes(`${light} .token.comment,${light} .token.prolog{color:#8a8170;font-style:italic}`));
    assert.ok(
      css.includes(`${light}.language-css .token.selector,${light}[data-language=css] .token.selector{color:#1d6b3a}`),
    );
    assert.ok(css.includes('html[data-theme=dark] .code-block .token.keyword{color:#f0a6d2;opacity:.9}'));
  });

  it('reports a theme it cannot read, and leaves the code in blogctl colours', async () => {
    const root = site('unreadable', '{ theme: () => themes.paper }');
    const { report } = await migrate({ site: root });
    const row = report.find((r) => r.item === 'themeConfig.prism.theme');
    assert.match(row?.why ?? '', /not a prism-react-renderer theme blogctl can read/);
    assert.equal(migratedConfig(root).prism.theme, undefined);
  });

  it('check refuses a colour that closes its declaration, naming the key', async () => {
    const root = join(tmp, 'bad');
    mkdirSync(join(root, 'content', 'blog'), { recursive: true });
    writeFileSync(
      join(root, 'blogctl.config.ts'),
      "export default { title: 't', url: 'https://t.example', prism: { theme: { plain: { color: 'red; } body { display: none' } } } };\n",
    );
    const result = await check({ root });
    assert.equal(result.ok, false);
    const d = result.diagnostics.find((x) => x.severity === 'error')!;
    assert.match(d.text, /prism\.theme\.plain\.color/);
    assert.match(d.text, /CSS value without ; \{ \} < >/);
  });
});
