import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveConfig } from '../../../src/config/resolve-config';
import { BlogctlError } from '../../../src/errors/blogctl-error';

const root = '/tmp/site';

describe('resolveConfig', () => {
  it('fills documented defaults and resolves paths', () => {
    const c = resolveConfig({ title: 'T', url: 'https://example.com' }, { root });
    assert.equal(c.baseUrl, '/');
    assert.equal(c.blog.postsPerPage, 10);
    assert.equal(c.docs.sidebarId, 'tutorialSidebar');
    assert.equal(c.search.provider, 'local');
    assert.equal(c.colorMode.defaultMode, 'light');
    assert.equal(c.colorMode.respectPrefersColorScheme, false);
    assert.equal(c.outDir, '/tmp/site/build');
    assert.equal(c.contentDir, '/tmp/site/content');
    assert.equal(c.locale.htmlLang, 'zh-CN');
    assert.ok(Object.isFrozen(c) && Object.isFrozen(c.blog));
  });

  it('defaults a navbar item position to left', () => {
    const c = resolveConfig(
      { title: 'T', url: 'https://example.com', navbar: { items: [{ to: '/', label: 'x' }] } },
      { root },
    );
    assert.equal(c.navbar.items[0].position, 'left');
    assert.equal(c.navbar.items[0].type, 'default');
  });

  it('reports every problem with its key path and what was expected', () => {
    try {
      resolveConfig(
        {
          title: 3,
          url: 'https://example.com/',
          navbar: { items: [{ to: '/', position: 'middle' }] },
          blog: { postsPerPage: 0 },
        },
        { root },
      );
      assert.fail('expected an error');
    } catch (err) {
      assert.ok(err instanceof BlogctlError);
      assert.equal(err.code, 'CONFIG_INVALID');
      const texts = err.diagnostics.map((d) => d.text);
      assert.ok(
        texts.some((t) => t.startsWith('title: expected string, received number')),
        texts.join('\n'),
      );
      assert.ok(
        texts.some((t) => t.startsWith('url:') && t.includes('without a path or trailing slash')),
        texts.join('\n'),
      );
      assert.ok(
        texts.some((t) => t.startsWith('navbar.items[0].position:') && t.includes('"left"')),
        texts.join('\n'),
      );
      assert.ok(
        texts.some((t) => t.startsWith('blog.postsPerPage:')),
        texts.join('\n'),
      );
    }
  });

  it('rejects unknown keys by name', () => {
    assert.throws(
      () => resolveConfig({ title: 'T', url: 'https://example.com', titel: 'x' }, { root }),
      (err: BlogctlError) => err.diagnostics.some((d) => d.text.includes('"titel"')),
    );
  });
});
