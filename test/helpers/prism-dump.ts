// Child-process helper for test/unit/content/prism-languages.test.ts. Prism is one global per process, so each
// way of loading grammars (a job) runs in a fresh process. argv[2]: JSON array of jobs { configured, loads,
// words, sample }; prints one result per job.
// A job calls loadPrismLanguages(configured, only) once per item of `loads` (null: no `only`), in order, then
// gives, per word, what blogctl resolves it to, the grammar's full structure (key order, patterns, nested and
// shared grammars) and the sample highlighted.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

interface Job {
  configured: string[];
  loads: (string[] | null)[];
  words: string[];
  sample: string;
}
type Result = Record<string, { id: string | null; grammar: string; html: string }>;

/** A grammar as text: objects in key order, each seen object numbered so shared and cyclic references show. */
function serialize(value: unknown): string {
  const seen = new Map<object, number>();
  const walk = (v: unknown): string => {
    if (v instanceof RegExp) return String(v);
    if (typeof v === 'function') return `fn(${v.toString().length})`;
    if (v === null || typeof v !== 'object') return JSON.stringify(v) ?? 'undefined';
    const id = seen.get(v);
    if (id !== undefined) return `#${id}`;
    seen.set(v, seen.size);
    if (Array.isArray(v)) return `[${v.map(walk).join(',')}]`;
    return `{${Object.keys(v)
      .map((k) => `${JSON.stringify(k)}:${walk((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  };
  return walk(value);
}

async function runJob(job: Job): Promise<Result> {
  const { default: Prism } = await import('prismjs');
  const { highlightLines, loadPrismLanguages, resolveLanguage } = await import(
    '../../src/content/markdown-plugins/code-blocks'
  );
  for (const only of job.loads) loadPrismLanguages(job.configured, only ?? undefined);
  // Every grammar is read before any is used: tokenizing adds the `g` flag to greedy patterns, shared between grammars.
  const out: Result = {};
  for (const word of job.words) {
    const id = resolveLanguage(word);
    out[word] = { id, grammar: id ? serialize(Prism.languages[id]) : '', html: '' };
  }
  for (const word of job.words) if (out[word].id) out[word].html = highlightLines(job.sample, out[word].id!).join('\n');
  return out;
}

if (process.argv[2] === '--one') {
  process.stdout.write(JSON.stringify(await runJob(JSON.parse(process.argv[3]) as Job)));
} else {
  // Two jobs at a time, each in a fresh process.
  const jobs = JSON.parse(process.argv[2]) as Job[];
  const results: Result[] = new Array(jobs.length);
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const i = next++;
      const { stdout } = await run(
        process.execPath,
        ['--import', 'tsx', fileURLToPath(import.meta.url), '--one', JSON.stringify(jobs[i])],
        { maxBuffer: 256 * 1024 * 1024 },
      );
      results[i] = JSON.parse(stdout) as Result;
    }
  };
  await Promise.all([lane(), lane()]);
  process.stdout.write(JSON.stringify(results));
}
