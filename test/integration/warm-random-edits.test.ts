// Random edit sequences do not drift: a seeded run of 24 edits on a copy of the shipped site (body and title edits,
// added and deleted posts, a partial a post imports, the import itself, a partial nobody imports, a static file
// only its copy shows, an image no page shows, nothing at all), one or two at a time, each followed by a warm
// build that must be byte-identical to a cold build of the same sources. The edits that touch only files nothing
// reads must stop at the snapshot (stage `unchanged`). The seed is printed; BLOGCTL_EDITS_SEED repeats a run.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { build } from '../../src/api/build';
import { seeded } from '../helpers/seeded';
import { fileDigests, REPO, settle } from '../helpers/site';

const STEPS = 24;
const SEED = Number(process.env.BLOGCTL_EDITS_SEED ?? Date.now() % 2 ** 31);

let site: string;
const blog = () => join(site, 'content', 'blog');

/** Waits until no source file is racy (test/helpers/site.ts settle). */
const settleSite = () => settle(['content', 'static', 'theme'].map((d) => join(site, d)));

/** An edit; `reads`: whether any page depends on the file it changes. */
interface Edit {
  name: string;
  reads: boolean;
  apply(n: number): void;
}

const post = (title: string, n: number) =>
  `---\ntitle: ${title}\ntags: [daily]\nauthors: [lanshan]\n---\n\n${title}的摘要，第 ${n} 版。\n\n<!-- truncate -->\n\n正文第 ${n} 版。\n`;

function edits(random: () => number): Edit[] {
  const shipped = readdirSync(blog())
    .filter((f) => /^\d{4}-.*\.md$/.test(f))
    .slice(0, 4);
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
  const added: string[] = [];
  let made = 0;
  let imports = true;
  const importer = (n: number) =>
    `---\ntitle: 引用片段\ntags: [daily]\nauthors: [lanshan]\n---\n\n第 ${n} 版。\n\n${imports ? "import Part from './_片段.md';\n\n<Part />\n" : ''}`;
  const append = (file: string, text: string) => writeFileSync(file, readFileSync(file, 'utf8') + text);
  return [
    { name: 'body', reads: true, apply: (n) => append(join(blog(), pick(shipped)), `\n\n第 ${n} 次补的一句。\n`) },
    {
      name: 'title',
      reads: true,
      apply: (n) => {
        const file = join(blog(), pick(shipped));
        writeFileSync(file, readFileSync(file, 'utf8').replace(/^title: .*$/m, `title: 第 ${n} 次改的标题`));
      },
    },
    {
      name: 'add',
      reads: true,
      apply: (n) => {
        const name = `2025-10-${String(1 + (made % 28)).padStart(2, '0')}-随机-${++made}.md`;
        writeFileSync(join(blog(), name), post(`随机文章 ${n}`, n));
        added.push(name);
      },
    },
    {
      name: 'delete',
      reads: true,
      apply: () => {
        const name = added.pop();
        if (name) rmSync(join(blog(), name));
      },
    },
    { name: 'partial', reads: true, apply: (n) => writeFileSync(join(blog(), '_片段.md'), `片段第 ${n} 版。\n`) },
    {
      name: 'import',
      reads: true,
      apply: (n) => {
        imports = !imports;
        writeFileSync(join(blog(), '2025-09-15-引用片段.mdx'), importer(n));
      },
    },
    { name: 'loose', reads: false, apply: (n) => writeFileSync(join(blog(), '_没人引用.md'), `第 ${n} 版。\n`) },
    {
      name: 'unused-image',
      reads: false,
      apply: (n) =>
        writeFileSync(join(blog(), '没用的图.svg'), `<svg xmlns="http://www.w3.org/2000/svg" width="${n}"/>\n`),
    },
    {
      name: 'static-copy',
      reads: false,
      apply: (n) => writeFileSync(join(site, 'static', '随机.txt'), `第 ${n} 版\n`),
    },
    { name: 'nothing', reads: false, apply: () => undefined },
  ];
}

before(async () => {
  site = mkdtempSync(join(tmpdir(), 'blogctl-random-edits-'));
  for (const f of ['blogctl.config.ts', 'content', 'static', 'theme'])
    cpSync(join(REPO, f), join(site, f), { recursive: true });
  writeFileSync(join(blog(), '_片段.md'), '片段第 0 版。\n');
  writeFileSync(join(blog(), '_没人引用.md'), '第 0 版。\n');
  writeFileSync(join(blog(), '没用的图.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  writeFileSync(join(site, 'static', '随机.txt'), '第 0 版\n');
  writeFileSync(
    join(blog(), '2025-09-15-引用片段.mdx'),
    "---\ntitle: 引用片段\ntags: [daily]\nauthors: [lanshan]\n---\n\n第 0 版。\n\nimport Part from './_片段.md';\n\n<Part />\n",
  );
  await settleSite();
  assert.ok((await build({ root: site })).ok);
});
after(() => rmSync(site, { recursive: true, force: true }));

describe('random edit sequences', () => {
  it(`keep every warm build byte-identical to a cold one (${STEPS} steps, seed ${SEED})`, async () => {
    console.log(`warm-random-edits seed: ${SEED} (repeat with BLOGCTL_EDITS_SEED=${SEED})`);
    const random = seeded(SEED);
    const all = edits(random);
    for (let n = 1; n <= STEPS; n++) {
      const step = [all[Math.floor(random() * all.length)]];
      if (random() < 0.3) step.push(all[Math.floor(random() * all.length)]);
      for (const e of step) e.apply(n);
      const names = step.map((e) => e.name).join('+');
      await settleSite();
      const warm = await build({ root: site });
      assert.ok(warm.ok, `${names}: ${JSON.stringify(warm.diagnostics.filter((d) => d.severity === 'error'))}`);
      const stages = warm.timings.map((t) => t.name);
      if (step.every((e) => !e.reads)) assert.deepEqual(stages, ['config', 'unchanged'], `step ${n} (${names})`);
      const cold = await build({ root: site, outDir: 'cold', cache: false });
      assert.ok(cold.ok);
      const [a, b] = [fileDigests(join(site, 'build')), fileDigests(join(site, 'cold'))];
      assert.deepEqual([...a.keys()].sort(), [...b.keys()].sort(), `step ${n} (${names}): the same files`);
      for (const [path, digest] of b) assert.equal(a.get(path), digest, `step ${n} (${names}): ${path} differs`);
    }
  });
});
