// Every language Prism knows is highlighted without configuring it (issue 32): a language outside
// prism.additionalLanguages and the Docusaurus bundle gets a Prism of its own (prism-extra.ts), so it never changes
// how the configured languages highlight; aliases authors write (c++, golang, sh, yml) resolve; a word Prism does
// not know is a warning at its block. The last test loads php into the shared Prism, so it runs last.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createMarkdown } from '../../../src/content/markdown';
import { DOCUSAURUS_LANGUAGES } from '../../../src/content/markdown-options';

const languages = ['bash', 'json', 'yaml', 'typescript', ...DOCUSAURUS_LANGUAGES];
const renderWith = (langs: string[], body: string, fences?: string[]) =>
  createMarkdown({ languages: langs }, fences).render({
    file: 'post.md',
    body,
    bodyLineOffset: 2,
    resolveMarkdownLink: () => null,
    resolveAsset: () => null,
  });
const fence = (lang: string, code: string) => '```' + lang + '\n' + code + '\n```\n';
const PHP = fence('php', "<?php echo 'hi'; ?>");
const JS = fence('js', 'const r = /a+b/g; // x');

describe('languages the site did not configure', () => {
  it('are highlighted, with no warning', () => {
    const body = [PHP, fence('batch', '@echo off'), fence('groovy', 'def x = 1'), fence('nginx', 'server { }')].join(
      '\n',
    );
    const { result, diagnostics } = renderWith(languages, body, ['php', 'batch', 'groovy', 'nginx']);
    assert.deepEqual(diagnostics, []);
    for (const lang of ['php', 'batch', 'groovy', 'nginx'])
      assert.match(
        result.html,
        new RegExp(`<code class="language-${lang}"><span class="code-line"><span class="token `),
      );
  });

  it('never change the configured languages: JavaScript beside regex reads as JavaScript alone', () => {
    const alone = renderWith(languages, JS, ['js']).result.html;
    const beside = renderWith(languages, fence('regex', '^a+$') + '\n' + JS, ['js', 'regex']).result.html;
    assert.match(beside, /language-regex.*token anchor/s);
    assert.ok(beside.endsWith(alone), 'the JavaScript block is the same HTML');
    // The regex grammar would have given the literal's body tokens of its own.
    assert.doesNotMatch(alone, /regex-source language-regex"><span/);
  });

  it('resolve the names authors write: c++, golang, sh, yml, ps1, dockerfile', () => {
    const words = { 'c++': 'cpp', golang: 'go', sh: 'bash', yml: 'yaml', ps1: 'powershell', dockerfile: 'docker' };
    const body = Object.keys(words)
      .map((w) => fence(w, 'x = 1'))
      .join('\n');
    const { result, diagnostics } = renderWith(languages, body, Object.keys(words));
    assert.deepEqual(diagnostics, []);
    for (const [word, id] of Object.entries(words))
      assert.match(
        result.html,
        new RegExp(`<div class="code-block language-${id}" data-language="${word.replace('+', '\\+')}">`),
      );
  });

  it('a word Prism does not know is a warning at its block, shown as plain text', () => {
    const { result, diagnostics } = renderWith(languages, 'intro\n\n' + fence('autoconf', 'AC_INIT'));
    assert.deepEqual(
      diagnostics.map((d) => [d.code, d.severity, d.loc?.line]),
      [['MARKDOWN_UNKNOWN_LANGUAGE', 'warning', 5]],
    );
    assert.match(result.html, /<code class="language-autoconf"><span class="code-line">AC_INIT/);
  });

  it('highlight as they would if the site had configured them', () => {
    const extra = renderWith(languages, PHP, ['php']).result.html;
    const configured = renderWith([...languages, 'php'], PHP, ['php']).result.html;
    assert.equal(extra, configured);
  });
});
