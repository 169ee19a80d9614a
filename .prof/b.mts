import { build } from '../src/api/build';
const t = performance.now();
const r = await build({ root: process.argv[2], threads: 0, cache: false, outDir: '/tmp/prof-out' });
console.log(r.ok, r.routes, (performance.now() - t).toFixed(0), r.timings.map((x) => `${x.name} ${x.ms.toFixed(0)}`).join(' · '));
