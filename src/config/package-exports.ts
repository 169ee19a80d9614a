// The export names of a package the site's MDXComponents file takes components from (`...mafs` where
// `import * as mafs from 'mafs'`), found without running the package: esbuild bundles `export * from '<pkg>'`
// for the browser, resolved from the site folder, and its metafile lists the names the bundle exports. The
// package's own dependencies are bundled too (a package may re-export one of them); what cannot be resolved
// (an optional peer, a Node built-in) and React stay external, and non-code files (CSS, images, fonts) load
// as nothing. The answer is kept in the compile cache by the package's manifest path and version (and the
// toolchain key: another blogctl or esbuild may list them otherwise).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type * as Esbuild from 'esbuild';
import { hashOf } from '../util/hash';
import { packageName } from '../util/optional-package';
import { loadEsbuild } from '../util/require-cjs';
import { compileCacheDir } from '../util/site-cache';
import { toolchainKey } from '../util/toolchain-key';
import { writeFileAtomic } from '../util/write-atomic';

/** The names, or why they cannot be listed: the package is not installed, its entry is CommonJS (whose
 *  exports only exist once it runs), or esbuild could not bundle it (`detail`: esbuild's first error). */
export type PackageExports =
  | { names: string[] }
  | { reason: 'not-installed' | 'commonjs' | 'unbundled'; detail?: string };

/** Non-code files a package imports (styles, images, fonts): loaded as nothing, only the export names matter. */
const NON_CODE = '.css .scss .sass .less .svg .png .jpg .jpeg .gif .webp .avif .woff .woff2 .ttf .otf .eot'.split(' ');
/** Never re-exported by a component package, and large: left out of the bundle. */
const ALWAYS_EXTERNAL = ['react', 'react/*', 'react-dom', 'react-dom/*'];
/** Bundles tried (listExports). */
const ATTEMPTS = 3;

/** The package.json of the package `spec` names, as Node finds it from `root` (its node_modules and each
 *  parent's), with its version; undefined when it is not installed. */
export function findPackageManifest(spec: string, root: string): { file: string; version: string } | undefined {
  const name = packageName(spec);
  for (let dir = root; ; dir = dirname(dir)) {
    const file = join(dir, 'node_modules', name, 'package.json');
    try {
      const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: unknown };
      return { file, version: typeof version === 'string' ? version : '0.0.0' };
    } catch {
      if (dirname(dir) === dir) return undefined;
    }
  }
}

/** The export names of `spec` as the site's browser bundle would import it (cached; see the file header). */
export function packageExports(spec: string, root: string): PackageExports {
  const manifest = findPackageManifest(spec, root);
  if (!manifest) return { reason: 'not-installed' };
  const cached = join(
    compileCacheDir(root),
    'mdx-components',
    `exports-${hashOf(toolchainKey(), manifest.file, manifest.version, spec)}.json`,
  );
  try {
    return JSON.parse(readFileSync(cached, 'utf8')) as PackageExports;
  } catch {
    // Not listed yet.
  }
  const found = listExports(spec, root);
  // A failed bundle is tried again next build (the package may be fixed without a new version).
  if (!('reason' in found) || found.reason === 'commonjs') {
    try {
      writeFileAtomic(cached, JSON.stringify(found), { mkdir: true });
    } catch {
      // Not kept: the next build lists them again.
    }
  }
  return found;
}

/** Bundles the package until it builds: each retry leaves out what the one before could not resolve, and loads
 *  as nothing the files it had no loader for. */
function listExports(spec: string, root: string): PackageExports {
  const leftOut = { external: [...ALWAYS_EXTERNAL], empty: [...NON_CODE] };
  let failure: Esbuild.Message | undefined;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    try {
      return namesOf(loadEsbuild().buildSync(exportsBuild(spec, root, leftOut)).metafile);
    } catch (err) {
      const errors = (err as { errors?: Esbuild.Message[] }).errors ?? [];
      failure = errors[0] ?? ({ text: (err as Error).message } as Esbuild.Message);
      if (!errors.length || !errors.every((e) => leaveOut(e.text, spec, leftOut))) break;
    }
  }
  return { reason: 'unbundled', detail: failure?.text };
}

/** Adds what an esbuild error names to what the next bundle leaves out; false for any other error (or the
 *  package itself not resolving). */
function leaveOut(text: string, spec: string, leftOut: { external: string[]; empty: string[] }): boolean {
  const unresolved = /^Could not resolve "([^"]+)"/.exec(text)?.[1];
  if (unresolved !== undefined && unresolved !== spec) {
    leftOut.external.push(unresolved);
    return true;
  }
  const extension = /^No loader is configured for "(\.[^"]+)" files/.exec(text)?.[1];
  if (extension === undefined) return false;
  leftOut.empty.push(extension);
  return true;
}

function exportsBuild(
  spec: string,
  root: string,
  leftOut: { external: string[]; empty: string[] },
): Esbuild.BuildOptions & { write: false; metafile: true } {
  return {
    stdin: { contents: `export * from ${JSON.stringify(spec)};\n`, resolveDir: root, loader: 'js' },
    bundle: true,
    write: false,
    metafile: true,
    platform: 'browser',
    format: 'esm',
    logLevel: 'silent',
    external: leftOut.external,
    loader: Object.fromEntries(leftOut.empty.map((e) => [e, 'empty' as const])),
  };
}

/** The bundle's export names; a CommonJS entry (whose names esbuild cannot know) is said so. */
function namesOf(metafile: Esbuild.Metafile): PackageExports {
  const output = Object.values(metafile.outputs).find((o) => o.entryPoint === '<stdin>');
  const names = (output?.exports ?? []).filter((n) => n !== 'default');
  const entry = metafile.inputs['<stdin>']?.imports[0]?.path;
  if (!names.length && entry && metafile.inputs[entry]?.format === 'cjs') return { reason: 'commonjs' };
  return { names };
}
