// CSS modules of site code: every local class renamed `<class>_<hash of the file's path>` in selectors only
// (never in declarations, strings, url() or attribute selectors), `:global(…)` kept as written, and the map
// from written names to page names the module's default export gives to the component.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cssModule } from '../../../src/content/site-components/css-module';
import { hashOf } from '../../../src/util/hash';

const h = '_' + hashOf('src/pages/index.module.css').slice(0, 6);

describe('CSS modules', () => {
  it('renames classes in selectors, nested rules and at-rule blocks', () => {
    const { css, classes } = cssModule(
      '.heroBanner { padding: 4rem 0; }\n@media screen and (max-width: 996px) {\n  .heroBanner, .buttons > a.cta:hover { padding: 2rem; }\n}\n.card { &.active { color: red; } }\n',
      'src/pages/index.module.css',
    );
    assert.equal(
      css,
      `.heroBanner${h} { padding: 4rem 0; }\n@media screen and (max-width: 996px) {\n  .heroBanner${h}, .buttons${h} > a.cta${h}:hover { padding: 2rem; }\n}\n.card${h} { &.active${h} { color: red; } }\n`,
    );
    assert.deepEqual(classes, {
      heroBanner: 'heroBanner' + h,
      buttons: 'buttons' + h,
      cta: 'cta' + h,
      card: 'card' + h,
      active: 'active' + h,
    });
  });

  it('leaves declarations, strings, url(), attribute selectors and comments alone', () => {
    const text =
      '/* .note { } */\n.a[href$=".pdf"] { background: url(./img.png); content: ".b"; width: .5em; }\n@font-face { src: url("x.woff2"); }\n';
    const { css, classes } = cssModule(text, 'src/pages/index.module.css');
    assert.equal(
      css,
      `/* .note { } */\n.a${h}[href$=".pdf"] { background: url(./img.png); content: ".b"; width: .5em; }\n@font-face { src: url("x.woff2"); }\n`,
    );
    assert.deepEqual(Object.keys(classes), ['a']);
  });

  it('keeps :global classes as written', () => {
    const { css, classes } = cssModule(
      ':global(.navbar) .item { x: y; }\n:global .theme-dark .item { x: z; }\n',
      'src/pages/index.module.css',
    );
    assert.equal(css, `.navbar .item${h} { x: y; }\n.theme-dark .item { x: z; }\n`);
    assert.deepEqual(classes, { item: 'item' + h });
  });
});
