// Save → reload-event latency of `blogctl serve --watch` on the shipped site, and `blogctl check` time.
// Usage: node bench/watch.mjs [--runs 20]. Runs the real CLI on a temp copy of the site; loopback only.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(root, 'bin', 'blogctl');
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 20;
const POST = 'content/blog/2024-06-15-凤凰传奇演唱会一场全民合唱.md';
const BOUND_MS = 60_000;

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { median: q(0.5), p90: q(0.9), min: s[0], max: s.at(-1) };
};
const fmt = (o) =>
  Object.entries(o)
    .map(([k, v]) => `${k} ${v.toFixed(0)} ms`)
    .join(', ');

const site = mkdtempSync(join(tmpdir(), 'blogctl-bench-'));
for (const name of ['blogctl.config.ts', 'content', 'static', 'theme'])
  cpSync(join(root, name), join(site, name), { recursive: true });

// 1. `blogctl check` on the shipped site, wall time of the whole process (what a pre-commit hook waits for).
spawnSync(process.execPath, [bin, 'check', '--cwd', site]); // warm-up: compiles the CLI if src/ changed
const checkWall = [];
const checkInner = [];
for (let i = 0; i < 7; i++) {
  const t = performance.now();
  const r = spawnSync(process.execPath, [bin, 'check', '--cwd', site, '--format', 'json'], { encoding: 'utf8' });
  checkWall.push(performance.now() - t);
  const out = JSON.parse(r.stdout);
  if (!out.ok) throw new Error('check failed on the shipped site');
  checkInner.push(out.ms);
}

// Baseline: an empty Node process on this machine right now (the floor under any CLI's wall time).
const nodeWall = [];
for (let i = 0; i < 7; i++) {
  const t = performance.now();
  spawnSync(process.execPath, ['-e', '0']);
  nodeWall.push(performance.now() - t);
}

// 2. serve --watch: append one line to a post, time until the `reload` event arrives.
const child = spawn(process.execPath, [bin, 'serve', '--watch', '--port', '0', '--cwd', site], {
  env: { ...process.env, NO_COLOR: '1' },
});
const url = await new Promise((resolve, reject) => {
  let out = '';
  const timer = setTimeout(() => reject(new Error('server did not start')), BOUND_MS);
  child.stdout.on('data', (d) => {
    out += d;
    const m = /Serving at (http:\/\/\S+)/.exec(out);
    if (m) {
      clearTimeout(timer);
      resolve(new URL(m[1]));
    }
  });
});
let onReload = null;
await new Promise((resolve) => {
  const req = request({ host: url.hostname, port: url.port, path: '/__blogctl/events' }, (res) => {
    let buf = '';
    res.setEncoding('utf8');
    res.on('data', (chunk) => {
      buf += chunk;
      let i;
      while ((i = buf.indexOf('\n\n')) !== -1) {
        const block = buf.slice(0, i);
        buf = buf.slice(i + 2);
        const m = /^event: reload\ndata: (.*)$/m.exec(block);
        if (m && onReload) onReload(JSON.parse(m[1]));
      }
    });
    resolve();
  });
  req.end();
});
const latency = [];
const rebuild = [];
const rendered = [];
for (let i = 0; i < runs + 2; i++) {
  const got = new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no reload event')), BOUND_MS);
    onReload = (data) => {
      clearTimeout(timer);
      resolve(data);
    };
  });
  const t = performance.now();
  appendFileSync(join(site, POST), `\n第${i}次。\n`);
  const data = await got;
  if (i >= 2) {
    // The first two saves warm the JIT and the render cache.
    latency.push(performance.now() - t);
    rebuild.push(data.ms);
    rendered.push(data.rendered);
  }
  await new Promise((r) => setTimeout(r, 100)); // let the watcher settle between saves
}
child.kill('SIGINT');
rmSync(site, { recursive: true, force: true });

console.log(
  `machine: ${process.platform}, node ${process.version}, load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
console.log(`baseline: empty node process (node -e 0), wall time over 7 runs: ${fmt(stats(nodeWall))}`);
console.log(`blogctl check (shipped site), process wall time over 7 runs: ${fmt(stats(checkWall))}`);
console.log(`blogctl check, time inside the command (as printed): ${fmt(stats(checkInner))}`);
console.log(`serve --watch, save → reload event over ${runs} saves: ${fmt(stats(latency))}`);
console.log(
  `  of which rebuild inside the server: ${fmt(stats(rebuild))}; routes rendered per save: ${[...new Set(rendered)].join('/')}`,
);
