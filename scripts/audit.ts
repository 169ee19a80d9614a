// `npm run audit`: builds the site, serves it on loopback and runs Lighthouse 12 (Debian Chromium, the
// test flags) against home, a post and a doc page; prints the four category scores per page.
// Exit code 1 when accessibility, best practices or SEO is below 100. `--json` also writes the reports.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from '../src/api/build';
import { serve } from '../src/api/serve';
import { CHROMIUM, CHROMIUM_ARGS } from '../test/helpers/browser';
import { REPO } from '../test/helpers/site';

const ONLY = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const PAGES: Record<string, string> = {
  home: '/',
  post: '/blog/博客搬家记换一个新的生成器',
  doc: '/docs/Docker/dockermariadb',
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const MUST_BE_100 = ['accessibility', 'best-practices', 'seo'];
const writeJson = process.argv.includes('--json');

const outDir = mkdtempSync(join(tmpdir(), 'blogctl-audit-'));
const result = await build({ root: REPO, outDir });
if (!result.ok) throw new Error('build failed: ' + JSON.stringify(result.diagnostics, null, 2));
const server = await serve({ root: REPO, outDir, port: 0 });
const base = server.url.replace(/\/$/, '');
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS, logLevel: 'error' });
let failed = false;
try {
  const rows: string[][] = [];
  const metrics: string[] = [];
  for (const [name, path] of Object.entries(PAGES)) {
    if (ONLY.length && !ONLY.includes(name)) continue;
    const runner = await lighthouse(base + encodeURI(path), {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!runner) throw new Error(`Lighthouse returned no result for ${path}`);
    const { lhr } = runner;
    if (writeJson) {
      mkdirSync(join(REPO, 'screenshots'), { recursive: true });
      writeFileSync(join(REPO, 'screenshots', `lighthouse-${name}.json`), JSON.stringify(lhr, null, 1));
    }
    const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
    rows.push([name, path, ...scores.map(String)]);
    const metric = (id: string, unit: 'ms' | '') =>
      `${id.replace(/-/g, ' ')} ${unit ? Math.round(lhr.audits[id]?.numericValue ?? NaN) + ' ms' : (lhr.audits[id]?.numericValue ?? NaN).toFixed(3)}`;
    metrics.push(
      `  ${name}: ${[metric('first-contentful-paint', 'ms'), metric('largest-contentful-paint', 'ms'), metric('speed-index', 'ms'), metric('total-blocking-time', 'ms'), metric('cumulative-layout-shift', '')].join(' · ')}`,
    );
    for (const c of CATEGORIES) {
      const cat = lhr.categories[c];
      if (!cat || cat.score === 1) continue;
      if (MUST_BE_100.includes(c)) failed = true;
      const flagged = cat.auditRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1).map((r) => r.id);
      if (flagged.length) console.log(`  ${name} ${c}: ${flagged.join(', ')}`);
    }
  }
  const header = ['page', 'path', ...CATEGORIES];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  console.log(
    '\nLighthouse ' +
      (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version +
      ' (mobile emulation, simulated throttling)',
  );
  for (const r of [header, ...rows]) console.log(r.map((v, i) => v.padEnd(widths[i])).join('  '));
  console.log('\nMetrics (simulated):\n' + metrics.join('\n'));
} finally {
  await chrome.kill();
  await server.close();
  rmSync(outDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
