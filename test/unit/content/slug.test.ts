import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  blogPathInfo,
  createUniqueSlugger,
  isValidIsoDate,
  slugifyHeading,
  slugifyTitle,
  splitDatedName,
} from '../../../src/content/slug';

describe('slugs', () => {
  it('keeps Chinese heading text and follows the GitHub style', () => {
    assert.equal(slugifyHeading('准备工作'), '准备工作');
    assert.equal(slugifyHeading('Docker Compose 配置'), 'docker-compose-配置');
    assert.equal(slugifyHeading('问题：为什么？'), '问题为什么');
    assert.equal(slugifyHeading('  v1.2 Release!  '), 'v12-release');
  });

  it('makes repeated headings unique', () => {
    const s = createUniqueSlugger();
    assert.deepEqual([s('总结'), s('总结'), s('总结'), s('总结-1')], ['总结', '总结-1', '总结-2', '总结-1-1']);
  });

  it('splits dated file names', () => {
    assert.deepEqual(splitDatedName('2024-06-15-凤凰传奇演唱会'), { date: '2024-06-15', rest: '凤凰传奇演唱会' });
    assert.equal(splitDatedName('intro'), null);
  });

  it('reads a blog post path as Docusaurus 3 does: date, default slug and name', () => {
    const cases: [string, string | undefined, string, string][] = [
      ['2021-04-15-春游.md', '2021-04-15', '2021/04/15/春游', '春游'],
      ['2021-04-15-春游.mdx', '2021-04-15', '2021/04/15/春游', '春游'],
      ['2021-04-15-春游/index.md', '2021-04-15', '2021/04/15/春游', '春游'],
      ['2021/04/15/春游.md', '2021-04-15', '2021/04/15/春游', '春游'],
      ['2021/04/15/春游/index.md', '2021-04-15', '2021/04/15/春游', '春游'],
      ['2021/04-15-春游.md', '2021-04-15', '2021/04/15/春游', '春游'],
      ['2021-4-5-春游.md', '2021-04-05', '2021/4/5/春游', '春游'],
      ['游记/2021-04-15-春游.md', '2021-04-15', '游记/2021/04/15/春游', '春游'],
      ['2023/foo.md', undefined, '2023/foo', 'foo'],
      ['develop/bar/index.md', undefined, 'develop/bar', 'bar'],
      ['随手记.md', undefined, '随手记', '随手记'],
      ['v2021-04-15-x.md', undefined, 'v2021-04-15-x', 'v2021-04-15-x'],
      ['2023-02-30-坏日期.md', '2023-02-30', '2023/02/30/坏日期', '坏日期'],
    ];
    for (const [path, date, slug, name] of cases)
      assert.deepEqual(blogPathInfo(path), date ? { date, slug, name } : { slug, name }, path);
  });

  it('slugifies titles for new posts', () => {
    assert.equal(slugifyTitle('凤凰传奇演唱会：一场全民合唱'), '凤凰传奇演唱会-一场全民合唱');
    assert.equal(slugifyTitle('Hello, World 2025!'), 'hello-world-2025');
  });

  it('validates calendar dates', () => {
    assert.ok(isValidIsoDate('2024-02-29'));
    assert.ok(!isValidIsoDate('2023-02-29'));
    assert.ok(!isValidIsoDate('2023-13-01'));
    assert.ok(!isValidIsoDate('2023-1-01'));
    // Years 0–99 are years, as YAML and Docusaurus read them (a typo such as 0026 for 2026 is still a date).
    assert.ok(isValidIsoDate('0026-06-10'));
    assert.ok(isValidIsoDate('0004-02-29'));
    assert.ok(!isValidIsoDate('0026-02-29'));
  });
});
