// Config reference rules that need no content: search credentials and search analytics.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveConfig } from '../../../src/config/resolve-config';
import { validateConfigRefs } from '../../../src/routes/validate-refs';

const base = { title: 'T', url: 'https://example.com' };
const codes = (search: object) =>
  validateConfigRefs(resolveConfig({ ...base, search }, { root: '/tmp/site' }), null).map(
    (d) => `${d.severity}:${d.code}`,
  );

describe('validateConfigRefs: search', () => {
  it('warns that analytics do nothing with the local provider', () => {
    assert.deepEqual(codes({ provider: 'local', insights: true }), ['warning:CONFIG_INSIGHTS_LOCAL']);
    assert.deepEqual(codes({ provider: 'local' }), []);
  });

  it('accepts analytics with a complete hosted provider, and requires its credentials', () => {
    assert.deepEqual(
      codes({ provider: 'algolia', appId: 'APP', apiKey: 'key', indexName: 'blog', insights: true }),
      [],
    );
    assert.deepEqual(codes({ provider: 'algolia', indexName: 'blog', insights: true }), [
      'error:CONFIG_SEARCH_CREDENTIALS',
      'error:CONFIG_SEARCH_CREDENTIALS',
    ]);
  });
});

describe('validateConfigRefs: the optional algoliasearch package', () => {
  const config = (search: object) => resolveConfig({ ...base, search }, { root: '/tmp/site' });
  it('asks for algoliasearch when the hosted provider is configured and the package is missing', () => {
    const missing = () => false;
    const hosted = validateConfigRefs(
      config({ provider: 'algolia', appId: 'APP', apiKey: 'key', indexName: 'blog' }),
      null,
      missing,
    );
    assert.deepEqual(
      hosted.map((d) => `${d.severity}:${d.code}`),
      ['error:SEARCH_CLIENT_MISSING'],
    );
    assert.match(hosted[0].hint ?? '', /npm install algoliasearch@5/);
    assert.deepEqual(validateConfigRefs(config({ provider: 'local' }), null, missing), []);
    assert.deepEqual(
      validateConfigRefs(
        config({ provider: 'algolia', appId: 'APP', apiKey: 'key', indexName: 'blog' }),
        null,
        () => true,
      ),
      [],
    );
  });
});

describe('validateConfigRefs: locale', () => {
  it('warns about a locale without UI strings, naming the key', () => {
    const d = validateConfigRefs(
      resolveConfig({ ...base, i18n: { defaultLocale: 'fr', locales: ['fr'] } }, { root: '/tmp/site' }),
      null,
    );
    assert.deepEqual(
      d.map((x) => `${x.severity}:${x.code}`),
      ['warning:CONFIG_UNKNOWN_LOCALE'],
    );
    assert.match(d[0].text, /^i18n\.defaultLocale: .*"fr"/);
    for (const ok of ['en', 'en-GB', 'zh-CN', 'zh-Hans'])
      assert.deepEqual(
        validateConfigRefs(
          resolveConfig({ ...base, i18n: { defaultLocale: ok, locales: [ok] } }, { root: '/tmp/site' }),
          null,
        ),
        [],
      );
  });
});

describe('validateConfigRefs: Prism languages', () => {
  it('warns about a language Prism does not have, and takes any case of one it has', () => {
    const d = validateConfigRefs(
      resolveConfig(
        { ...base, prism: { additionalLanguages: ['PowerShell', 'java', 'nosuchlang'] } },
        { root: '/tmp/site' },
      ),
      null,
    );
    assert.deepEqual(
      d.map((x) => `${x.severity}:${x.code}`),
      ['warning:CONFIG_UNKNOWN_PRISM_LANGUAGE'],
    );
    assert.match(d[0].text, /"nosuchlang"/);
  });

  it('loads a language written in another case (Docusaurus sites built on a case-insensitive disk)', async () => {
    const { markdownOptionsOf } = await import('../../../src/content/markdown-options');
    const { createMarkdown } = await import('../../../src/content/markdown');
    const config = resolveConfig({ ...base, prism: { additionalLanguages: ['PowerShell'] } }, { root: '/tmp/site' });
    const md = createMarkdown(markdownOptionsOf(config));
    const out = md.render({
      file: 'a.md',
      body: '```powershell\nGet-Item $x\n```\n',
      bodyLineOffset: 0,
      resolveMarkdownLink: () => null,
      resolveAsset: () => null,
    });
    assert.deepEqual(
      out.diagnostics.map((x) => x.code),
      [],
    );
    assert.match(out.result.html, /class="token /);
  });
});

describe('validateConfigRefs: MathJax, the site’s mathjax-full', () => {
  const config = (renderer: string) =>
    resolveConfig({ ...base, math: { enabled: true, renderer } }, { root: '/tmp/site' });
  const codesWith = (renderer: string, found: boolean) =>
    validateConfigRefs(config(renderer), null, (spec) => spec !== 'mathjax-full' || found).map(
      (d) => `${d.severity}:${d.code}`,
    );
  it('asks once for mathjax-full when math.renderer is "mathjax" and the package cannot be found', () => {
    assert.deepEqual(codesWith('mathjax', false), ['error:MATHJAX_MISSING']);
    assert.deepEqual(codesWith('mathjax', true), []);
    assert.deepEqual(codesWith('katex', false), []);
    const [d] = validateConfigRefs(config('mathjax'), null, () => false);
    assert.match(d.hint ?? '', /npm install --save-dev mathjax-full@3/);
  });
});
