// The doc-comment placement check (scripts/check-doc-comments.mjs): a JSDoc block must sit directly above the
// declaration it documents.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkFile } from '../../../scripts/check-doc-comments.mjs';

const problems = (text: string) => checkFile('sample.ts', text).map((p) => p.replace(/^sample\.ts:/, ''));

describe('doc-comment placement check', () => {
  it('accepts docs directly above functions, constants, types, members and parameters named by @param', () => {
    const text = [
      '/** Adds. @param a first @param b second */',
      'export function add(a: number, b: number) { return a + b; }',
      '/** A constant. */',
      'const limit = 3;',
      '/** Options. */',
      'interface Options {',
      '  /** A member. */',
      '  size: number;',
      '}',
      '/** With destructured options. @param options the options */',
      'const f = (options: { x: number }) => options.x;',
      "const s = '/** not a doc */';",
    ].join('\n');
    assert.deepEqual(problems(text), []);
  });

  it('refuses a doc separated by a blank line, a stacked second doc, a doc on a statement and a wrong @param', () => {
    const text = [
      '/** Drifted above a blank line. */',
      '',
      'function a() {}',
      '/** The doc of b. */',
      '/** The doc of c. */',
      'function c() {}',
      'function d(x: number) {',
      '  /** Above an if. */',
      '  if (x) return;',
      '}',
      '/** @param size the size */',
      'function e(count: number) { return count; }',
      'function g() {',
      '  /** Dangling at the end of a block. */',
      '}',
    ].join('\n');
    assert.deepEqual(problems(text), [
      '1  a blank line separates it from the code below',
      '4  a second doc comment follows it',
      '8  it is followed by IfStatement, which declares nothing',
      '11  its @param size names no parameter of the function below',
      '14  it documents no declaration',
    ]);
  });
});
