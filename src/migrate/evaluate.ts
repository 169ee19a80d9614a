// Evaluates a Docusaurus config (or sidebars) file in a child process with a timeout. The file is bundled with
// esbuild first (TypeScript and ESM become CommonJS); every bare import that cannot be resolved from the site
// (an uninstalled plugin, theme or preset) becomes a stub module, so the config itself still evaluates. The
// child prints the exported value as JSON: functions and stubs are kept as markers. The one function it runs is a
// markdown plugin of the site's own, once, when the config imports a math renderer: the renderer is a recorder
// there, so the options the function passes it are read (a wrapper is the usual way to pass them).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type * as esbuild from 'esbuild';
import { loadEsbuild } from '../util/require-cjs';
import { inZipArchive } from '../util/resolve-package';

/** A value read from a Docusaurus file; functions and stubbed packages appear as markers. A function that a
 *  package exports (its default or a named export) names it: `{ __fn: "remarkMath", package: "remark-math" }`.
 *  A markdown plugin of the site's own that was called has `calls` (what it passed to a recorded package) or
 *  `threw` (the message). An inline plugin of `plugins` with injectHtmlTags has `hooks` (its function-valued
 *  keys) and `injected` (what injectHtmlTags returned). */
export type Marker =
  | { __fn: string; package?: string; calls?: RecordedCall[]; threw?: string; hooks?: string[]; injected?: unknown }
  | { __stub: string };

/** One call of a recorded package: the package as imported and its first argument, as JSON. */
export interface RecordedCall {
  package: string;
  options: unknown;
}

/** The packages a site's markdown plugin is called with as recorders: the math renderers, whose options migrate
 *  carries over. Installed or not, the config gets the recorder. */
const RECORDED = /^(rehype-mathjax(\/(svg|chtml|browser))?|rehype-katex)$/;

export type EvalResult =
  | { ok: true; value: unknown; stubbed: string[]; imports: string[] }
  | { ok: false; reason: string };

// An installed package the config imports, loaded through this module, which marks the functions it exports
// with the package's name (so a plugin is known by its package, whatever the config calls it).

const PACKAGE_SOURCE = `
const tag = Symbol.for('blogctl.migrate.package');
const m = require(__PACKAGE_PATH__);
const mark = (v) => {
  if (typeof v !== 'function' || Object.prototype.hasOwnProperty.call(v, tag)) return;
  try { Object.defineProperty(v, tag, { value: __PACKAGE_NAME__ }); } catch {}
};
mark(m);
if (m && (typeof m === 'object' || typeof m === 'function')) for (const k of Object.keys(m)) { try { mark(m[k]); } catch {} }
module.exports = m;
`;

const STUB_SOURCE = `
const name = __STUB_NAME__;
const tag = Symbol.for('blogctl.migrate.stub');
function make(path, names = []) {
  const target = function () {};
  // Own keys for the names the config imports by name: esbuild's ESM interop copies only a module's own keys.
  for (const k of names) { try { target[k] = 0; } catch {} }
  return new Proxy(target, {
    get(_t, key) {
      if (key === tag) return path;
      if (key === Symbol.toPrimitive) return () => '';
      if (key === 'then') return undefined;
      // Not marked as compiled ESM: a default import is the stub itself, in a package of "type": "module" or not.
      if (key === '__esModule') return false;
      if (typeof key === 'symbol') return undefined;
      return make(path);
    },
    apply() { return make(path); },
    construct() { return make(path); },
  });
}
module.exports = make(name, __STUB_NAMES__);
`;

// A recorded package: a function marked with the package's name that, while the runner calls a site's plugin,
// records its first argument (as JSON, when it is called) and returns a transformer that does nothing.
const RECORDER_SOURCE = `
const recording = (globalThis[Symbol.for('blogctl.migrate.recording')] ??= { record: undefined });
function recorder(options) {
  if (recording.record) recording.record(__RECORDER_NAME__, options);
  return function transformer() {};
}
Object.defineProperty(recorder, Symbol.for('blogctl.migrate.package'), { value: __RECORDER_NAME__ });
module.exports = recorder;
`;

// The value is made JSON first, so what a site's plugin does to the config when called (it may merge options
// into it) is not read; the plugins are called after, each once, as unified would: with the entry's options. Its
// names are in a function of their own, apart from the config's top-level names.
const RUNNER = `
(() => {
const tag = Symbol.for('blogctl.migrate.stub');
const pkgTag = Symbol.for('blogctl.migrate.package');
const recording = globalThis[Symbol.for('blogctl.migrate.recording')];
const PLUGIN_KEYS = ['remarkPlugins', 'rehypePlugins', 'beforeDefaultRemarkPlugins', 'beforeDefaultRehypePlugins'];
const sitePlugins = [];
function plain(v, seen, key) {
  if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  if (typeof v === 'function') { const s = v[tag]; if (s !== undefined) return { __stub: s }; const p = v[pkgTag]; return p !== undefined ? { __fn: v.name || 'function', package: p } : { __fn: v.name || 'function' }; }
  if (typeof v !== 'object') return null;
  if (v instanceof RegExp) return { __fn: String(v) };
  if (seen.has(v)) return null;
  seen.add(v);
  const out = Array.isArray(v)
    ? v.map((x) => (PLUGIN_KEYS.includes(key) ? pluginEntry(x, seen) : plain(x, seen)))
    : Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x, seen, k)]));
  seen.delete(v);
  return out;
}
function pluginEntry(x, seen) {
  const out = plain(x, seen);
  const fn = Array.isArray(x) ? x[0] : x;
  if (recording && typeof fn === 'function' && fn[tag] === undefined && fn[pkgTag] === undefined)
    sitePlugins.push({ fn, options: Array.isArray(x) ? x.slice(1) : [], marker: Array.isArray(out) ? out[0] : out });
  return out;
}
function callSitePlugins() {
  for (const { fn, options, marker } of sitePlugins) {
    const calls = [];
    recording.record = (name, o) => calls.push({ package: name, options: plain(o, new Set()) ?? null });
    try {
      const returned = fn.apply({ data: () => undefined }, options);
      // unified never awaits a plugin; one that rejects later must not end the evaluation.
      if (returned && typeof returned.then === 'function') returned.then(undefined, () => {});
      marker.calls = calls;
    } catch (e) {
      marker.threw = String((e && e.message) || e).slice(0, 200);
    } finally {
      recording.record = undefined;
    }
  }
}
// An inline plugin function of the config's \`plugins\` (not a package's) is called as Docusaurus would, with a
// context of the site's config and its options; when it has injectHtmlTags, what that returns is read (its tags
// can be written into blogctl's headTags), with the names of the plugin's hooks.
async function readInlinePlugins(v, value) {
  if (!v || !Array.isArray(v.plugins) || !Array.isArray(value.plugins)) return;
  for (const [i, entry] of v.plugins.entries()) {
    const fn = Array.isArray(entry) ? entry[0] : entry;
    if (typeof fn !== 'function' || fn[tag] !== undefined || fn[pkgTag] !== undefined) continue;
    const marker = Array.isArray(value.plugins[i]) ? value.plugins[i][0] : value.plugins[i];
    try {
      const instance = await fn({ siteConfig: v, siteDir: process.cwd() }, Array.isArray(entry) ? entry[1] : undefined);
      if (!instance || typeof instance.injectHtmlTags !== 'function') continue;
      marker.hooks = Object.keys(instance).filter((k) => typeof instance[k] === 'function');
      marker.injected = plain(await instance.injectHtmlTags({ content: undefined }), new Set()) ?? null;
    } catch (e) {
      marker.threw = String((e && e.message) || e).slice(0, 200);
    }
  }
}
(async () => {
  let m = module.exports.__blogctl_entry;
  let v = m && m.__esModule && 'default' in m ? m.default : m;
  if (typeof v === 'function' && v[tag] === undefined) v = await v();
  v = await v;
  const value = plain(v, new Set());
  callSitePlugins();
  await readInlinePlugins(v, value);
  process.stdout.write('\\n__BLOGCTL_JSON__' + JSON.stringify(value));
})().catch((e) => { process.stderr.write(String(e && e.stack || e)); process.exit(3); });
})();
`;

export async function evaluateFile(file: string, timeoutMs = 10_000): Promise<EvalResult> {
  const esbuild = loadEsbuild();
  const stubbed = new Set<string>();
  const imports = new Set<string>();
  const stubs = stubsPlugin(stubbed, imports);
  let code: string;
  try {
    const result = await esbuild.build({
      absWorkingDir: dirname(file),
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      logLevel: 'silent',
      define: {
        __dirname: JSON.stringify(dirname(file)),
        __filename: JSON.stringify(file),
        'import.meta.url': JSON.stringify(`file://${file}`),
      },
      loader: { '.css': 'empty', '.scss': 'empty', '.svg': 'empty', '.png': 'empty' },
      plugins: [stubs],
    });
    code = result.outputFiles[0].text;
  } catch (err) {
    const first = (err as esbuild.BuildFailure).errors?.[0];
    return {
      ok: false,
      reason: first
        ? `it could not be compiled: ${first.text}${first.location ? ` (line ${first.location.line})` : ''}`
        : String(err),
    };
  }
  // The bundle assigns module.exports; keep it under a name the runner reads.
  const program = `${code}\nmodule.exports = { __blogctl_entry: module.exports };\n${RUNNER}`;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-'], {
      cwd: dirname(file),
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    let out = '';
    let errText = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve({ ok: false, reason: `it did not finish within ${timeoutMs / 1000} s` });
    }, timeoutMs);
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (errText += d));
    child.on('error', (e) => {
      clearTimeout(timer);
      resolve({ ok: false, reason: e.message });
    });
    child.on('close', (status) => {
      clearTimeout(timer);
      const at = out.lastIndexOf('__BLOGCTL_JSON__');
      if (status !== 0 || at < 0) {
        const line = errText.match(/^\w*(Error|Exception)\b.*$/m)?.[0] ?? errText.trim().split('\n')[0] ?? '';
        resolve({ ok: false, reason: `it threw while evaluating: ${line.trim() || `exit code ${status}`}` });
        return;
      }
      try {
        resolve({
          ok: true,
          value: JSON.parse(out.slice(at + '__BLOGCTL_JSON__'.length)),
          stubbed: [...stubbed].sort(),
          imports: [...imports].sort(),
        });
      } catch (e) {
        resolve({ ok: false, reason: `its value could not be read: ${(e as Error).message}` });
      }
    });
    child.stdin.end(program);
  });
}

/** The names a module's text imports by name from `spec` (`import { a, b as c } from 'spec'`, `export { a } from`). */
export function namedImports(text: string, spec: string): string[] {
  const quoted = spec.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const clause = new RegExp(
    String.raw`\b(?:import|export)\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*['"]${quoted}['"]`,
    'g',
  );
  const names: string[] = [];
  for (const m of text.matchAll(clause))
    for (const part of m[1]!.split(',')) {
      const name = /^\s*(?:type\s+)?([\w$]+)/.exec(part)?.[1];
      if (name && !/^\s*type\s/.test(part)) names.push(name);
    }
  return names;
}

/** Bare imports: an installed package is loaded through PACKAGE_SOURCE (its functions marked with its name), an
 *  uninstalled one becomes a stub; both are recorded. */
function stubsPlugin(stubbed: Set<string>, imports: Set<string>): esbuild.Plugin {
  /** Per stubbed package, the names importers take from it by name. */
  const named = new Map<string, Set<string>>();
  const texts = new Map<string, string>();
  const importerText = (file: string): string => {
    let text = texts.get(file);
    if (text === undefined) {
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        text = '';
      }
      texts.set(file, text);
    }
    return text;
  };
  return {
    name: 'blogctl-migrate-stubs',
    setup(build) {
      build.onResolve({ filter: /^blogctl-external:/ }, (args) => ({
        path: args.path.slice('blogctl-external:'.length),
        external: true,
      }));
      // A Yarn Plug'n'Play package is in a zip archive, which Node cannot require from: esbuild bundles it.
      build.onResolve({ filter: /^blogctl-bundled:/ }, (args) => ({
        path: args.path.slice('blogctl-bundled:'.length),
      }));
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'inner' || args.kind === 'entry-point' || /^(node:|data:|file:)/.test(args.path))
          return undefined;
        imports.add(args.path);
        const recorded = RECORDED.test(args.path);
        const found = await build.resolve(args.path, {
          kind: args.kind,
          resolveDir: args.resolveDir,
          importer: args.importer,
          pluginData: 'inner',
        });
        if (found.errors.length || !found.path) {
          stubbed.add(args.path);
          const names = named.get(args.path) ?? new Set<string>();
          for (const n of namedImports(importerText(args.importer), args.path)) names.add(n);
          named.set(args.path, names);
          return { path: args.path, namespace: recorded ? 'blogctl-recorder' : 'blogctl-stub' };
        }
        if (recorded) return { path: args.path, namespace: 'blogctl-recorder' };
        const zipped = inZipArchive(found.path);
        if (!zipped && (found.external || !/\.[cm]?js$/.test(found.path))) return { path: found.path, external: true };
        return { path: found.path, namespace: 'blogctl-package', pluginData: { name: args.path, zipped } };
      });
      build.onLoad({ filter: /.*/, namespace: 'blogctl-stub' }, (args) => ({
        contents: STUB_SOURCE.replace('__STUB_NAME__', JSON.stringify(args.path)).replace(
          '__STUB_NAMES__',
          JSON.stringify([...(named.get(args.path) ?? [])]),
        ),
        loader: 'js',
      }));
      build.onLoad({ filter: /.*/, namespace: 'blogctl-recorder' }, (args) => ({
        contents: RECORDER_SOURCE.replaceAll('__RECORDER_NAME__', JSON.stringify(args.path)),
        loader: 'js',
      }));
      build.onLoad({ filter: /.*/, namespace: 'blogctl-package' }, (args) => {
        const { name, zipped } = args.pluginData as { name: string; zipped: boolean };
        const path = `${zipped ? 'blogctl-bundled' : 'blogctl-external'}:${args.path}`;
        return {
          contents: PACKAGE_SOURCE.replace('__PACKAGE_PATH__', JSON.stringify(path)).replace(
            '__PACKAGE_NAME__',
            JSON.stringify(name),
          ),
          loader: 'js',
          resolveDir: dirname(args.path),
        };
      });
    },
  };
}
