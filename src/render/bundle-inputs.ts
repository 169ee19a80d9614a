// What a compiled theme bundle read besides what its key holds, each file with a hash of its content: the
// partials its Sass custom stylesheets read and the images and fonts its stylesheets' url()s name. A bundle
// reused from the cache is checked against them (bundles.ts).
import { extname, resolve } from 'node:path';
import type * as esbuild from 'esbuild';
import { fileHash } from '../content/site-components/compile';
import { MEDIA_LOADERS } from '../content/site-components/esbuild-plugins';

/** The files the Sass custom stylesheets read, each with a hash of its content; undefined when there were none. */
export function sassInputHashes(loaded: Map<string, string[]>): Record<string, string> | undefined {
  if (loaded.size === 0) return undefined;
  const out: Record<string, string> = {};
  for (const file of [...new Set([...loaded.values()].flat())].sort()) out[file] = fileHash(file) ?? '';
  return out;
}

/** The images and fonts of a client build (MEDIA_LOADERS' files among its inputs), each with a hash of its content. */
export function mediaInputHashes(metafile: esbuild.Metafile, root: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const input of Object.keys(metafile.inputs).sort()) {
    // A namespaced input (`ns:path`) is not a file.
    if (!Object.hasOwn(MEDIA_LOADERS, extname(input)) || /^[\w-]+:/.test(input)) continue;
    const file = resolve(root, input);
    out[file] = fileHash(file) ?? '';
  }
  return out;
}

/** Whether every file of `inputs` (a bundle's Sass or media inputs) still has the content it had. */
export function inputsCurrent(inputs: Record<string, string>): boolean {
  return Object.entries(inputs).every(([file, hash]) => (fileHash(file) ?? '') === hash);
}
