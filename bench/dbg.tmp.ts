import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ShardedSearch } from '../src/shared/search/shard-search';
import { searchParams } from '../src/shared/search/params';
const dir = '/tmp/s10k/build/assets/search';
const m = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
const q = process.argv[2];
const p = JSON.parse(readFileSync(join(dir, `p0.json`), 'utf8'));
const s = new ShardedSearch(m, async (n) => JSON.parse(readFileSync(join(dir, n), 'utf8')));
const orig = (s as any).proven.bind(s);
(s as any).proven = (r: any, rc: any, need: number, best: any, virt: any) => {
  const ok = orig(r, rc, need, best, virt);
  console.log('fetched', s.fetched().length, 'found', r.order.length, 'keys', r.keys.slice(0, need).join(','), 'rep', r.repeat.slice(0,need).map((x:boolean)=>x?1:0).join(''), 'chunks', r.order.slice(0,need).map((o:number)=>rc[o]).join(','), 'best', JSON.stringify(best), 'virt', JSON.stringify(virt), ok);
  return ok;
};
const res = await s.search(searchParams(q, { language: 'zh-CN', contextualSearch: true, screenWidth: 1280 }));
console.log(res.hits.map((h) => h.url).slice(0, 5));
