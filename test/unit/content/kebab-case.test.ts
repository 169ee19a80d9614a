// Tags used as written get Docusaurus's URL for them: lodash's kebabCase of the label (content/kebab-case.ts).
// The expected values are lodash 4's own for these labels.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { kebabCase } from '../../../src/content/kebab-case';
import { inlinePermalink } from '../../../src/content/entry-tags';

describe('kebabCase, as lodash (and so Docusaurus) writes a tag label in its URL', () => {
  const cases: [string, string][] = [
    ['Harbour Life', 'harbour-life'],
    ['DevOps', 'dev-ops'],
    ['C++', 'c'],
    ['Node.js & Deno', 'node-js-deno'],
    ['web3', 'web-3'],
    ['iOS', 'i-os'],
    ['XMLHttpRequest', 'xml-http-request'],
    ["Don't panic", 'dont-panic'],
    ['café au lait', 'cafe-au-lait'],
    ['ÆØÅ', 'ae-oa'],
    ['旅行', '旅行'],
    ['Vue3教程', 'vue-3-教程'],
    ['2024 年终总结', '2024-年终总结'],
    ['raspberry-pi', 'raspberry-pi'],
    ['hello_world', 'hello-world'],
  ];
  for (const [label, expected] of cases) it(`${label} → ${expected}`, () => assert.equal(kebabCase(label), expected));

  it('puts a tag used as written at its kebab-cased label', () => {
    assert.equal(inlinePermalink('Harbour Life'), '/harbour-life');
  });
});
