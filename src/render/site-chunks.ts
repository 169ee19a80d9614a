// Browser side of a site's own React code: each module the content uses (components imported in MDX, React
// pages) becomes its own esbuild chunk, with its CSS, loaded by the islands chunk only on pages that show it.
// React comes from the page (one copy, blogctl's): the chunks import it through a shim (esbuild-plugins.ts).
// Cached under `<cache>/site-components/client-*` while every input file is unchanged.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { bundleDiagnostics, inputHashes, reusable } from '../content/site-components/compile';
import { MEDIA_LOADERS, siteCodePlugin } from '../content/site-components/esbuild-plugins';
import { postcssInputsKey, type SitePostcss } from '../content/site-components/postcss';
import { mdxModulePlugin } from '../content/site-components/mdx-module-plugin';
import type { ResponsiveOptions } from '../content/responsive-images';
import { BlogctlError } from '../errors/blogctl-error';
import { BROWSER_BUILD } from './bundles';
import { hashOf } from '../util/hash';
import { dependencyVersion, packageRoot } from '../util/package-root';
import { toolchainKey } from '../util/toolchain-key';
import { loadEsbuild } from '../util/require-cjs';

export interface SiteChunks {
  /** Digest of the chunks (part of the bundles' key). */
  key: string;
  /** Module id → its entry chunk and stylesheets, output-relative (`assets/js/site-….js`). */
  map: Record<string, { js: string; css: string[] }>;
  /** Every file to write: output-relative path → cached file. */
  files: { to: string; from: string }[];
}

interface Manifest extends SiteChunks {
  inputs: Record<string, string>;
}

export async function buildSiteChunks(
  modules: { id: string; file: string }[],
  opts: {
    /** The site folder and its baseUrl. */
    root: string;
    baseUrl: string;
    /** Where the chunks are compiled and kept. */
    cacheDir: string;
    /** The site's PostCSS step, run over the components' stylesheets, and the record of what its plugins read. */
    postcss?: { step: SitePostcss; record: string };
    /** Config `images.responsive`: an imported image's srcset, the same as in the server modules (compile.ts). */
    responsive?: ResponsiveOptions;
    /** Where a stylesheet's server-relative url() is looked for (content/site-components/url-roots.ts). */
    urlRoots?: readonly string[];
  },
): Promise<SiteChunks> {
  const { root: siteRoot, cacheDir, baseUrl, postcss, responsive, urlRoots } = opts;
  const dir = join(
    cacheDir,
    'site-components',
    'client-' +
      hashOf(
        toolchainKey(),
        packageRoot(),
        dependencyVersion('esbuild'),
        dependencyVersion('react'),
        siteRoot,
        baseUrl,
        JSON.stringify(responsive ?? null),
        JSON.stringify(urlRoots ?? null),
        ...modules.map((m) => m.file),
        ...(postcss ? [postcss.step.key, postcssInputsKey(postcss.record)] : []),
      ).slice(0, 16),
  );
  const cached = reusable<Manifest>(join(dir, 'manifest.json'));
  if (cached) return { key: cached.key, map: cached.map, files: cached.files };
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const esbuild = loadEsbuild();
  const media = new Map<string, string>();
  const loaded = new Set<string>();
  let result;
  try {
    result = await esbuild.build({
      absWorkingDir: siteRoot,
      entryPoints: Object.fromEntries(modules.map((m) => [m.id, m.file])),
      outdir: tmp,
      entryNames: 'assets/[ext]/site-[name]-[hash]',
      chunkNames: 'assets/js/site-chunk-[hash]',
      assetNames: 'assets/media/[name]-[hash]',
      ...BROWSER_BUILD,
      // Docusaurus sites write JSX in .js files too (its bundler reads them as JSX). Media a component imports
      // or a stylesheet names in url() are files of their own (an SVG a stylesheet names too; one code imports
      // is a component, see esbuild-plugins.ts).
      loader: { '.js': 'jsx', ...MEDIA_LOADERS },
      plugins: [
        mdxModulePlugin(),
        siteCodePlugin(siteRoot, 'browser', { baseUrl, responsive, media, loaded, postcss, urlRoots }),
      ],
      metafile: true,
      logLevel: 'silent',
    });
  } catch (err) {
    rmSync(tmp, { recursive: true, force: true });
    const [first] = bundleDiagnostics(err, siteRoot, 'browser-chunk');
    throw new BlogctlError({ diagnostics: [first] });
  }
  const rel = (f: string) => relative(tmp, join(siteRoot, f)).split(sep).join('/');
  const map: SiteChunks['map'] = {};
  const files: SiteChunks['files'] = [];
  for (const [file, out] of Object.entries(result.metafile.outputs)) {
    if (file.endsWith('.map')) continue;
    files.push({ to: rel(file), from: join(dir, rel(file)) });
    const m = out.entryPoint
      ? modules.find((x) => relative(siteRoot, x.file).split(sep).join('/') === out.entryPoint)
      : undefined;
    if (m && !file.endsWith('.css')) map[m.id] = { js: rel(file), css: out.cssBundle ? [rel(out.cssBundle)] : [] };
  }
  // Media the components import: written from their source files, under the names their URLs give.
  for (const [to, from] of [...media].sort()) files.push({ to, from });
  const manifest: Manifest = {
    key: hashOf(JSON.stringify(map), ...files.map((f) => f.to)).slice(0, 16),
    map,
    files,
    inputs: inputHashes(result.metafile, siteRoot, loaded),
  };
  writeFileSync(join(tmp, 'manifest.json'), JSON.stringify(manifest));
  rmSync(dir, { recursive: true, force: true });
  renameSync(tmp, dir);
  return { key: manifest.key, map, files };
}
