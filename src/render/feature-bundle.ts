// The browser code of the site features (src/client/features/: the entry, and the comments and zoom chunks it
// loads on the pages that use them), built with esbuild into `<cache>/features/<key>/` once per blogctl version
// and kept there: the same files for every site, which tells them what to do with a JSON element in the page.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { BROWSER_BUILD } from './bundles';
import { hashOf } from '../util/hash';
import { dependencyVersion, packageRoot, packageVersion } from '../util/package-root';
import { loadEsbuild } from '../util/require-cjs';

export interface FeatureBundle {
  /** The entry script, output-relative (`assets/js/features-….js`). */
  js: string;
  /** Every file of the bundle: output-relative path → cached file. */
  files: { to: string; from: string }[];
}

const ENTRY = 'src/client/features/entry.ts';
const bundles = new Map<string, FeatureBundle>();

function inputs(root: string): string[] {
  const dir = join(root, 'src', 'client', 'features');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort()
    .map((f) => join(dir, f));
  return [...files, join(root, 'src', 'shared', 'features.ts')];
}

/** The feature scripts, compiled under `cacheDir` unless a bundle of the same inputs is there. */
export function featureBundle(cacheDir: string): FeatureBundle {
  const root = packageRoot();
  const files = inputs(root);
  const key = hashOf(
    packageVersion(),
    dependencyVersion('esbuild'),
    ...files.flatMap((f) => [relative(root, f), readFileSync(f, 'utf8')]),
  );
  const dir = join(cacheDir, 'features', key);
  const known = bundles.get(dir);
  if (known) return known;
  const manifestFile = join(dir, 'manifest.json');
  if (existsSync(manifestFile)) {
    const kept = JSON.parse(readFileSync(manifestFile, 'utf8')) as FeatureBundle;
    bundles.set(dir, kept);
    return kept;
  }
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  const result = loadEsbuild().buildSync({
    absWorkingDir: root,
    entryPoints: { features: ENTRY },
    outdir: tmp,
    entryNames: 'assets/js/[name]-[hash]',
    chunkNames: 'assets/js/[name]-[hash]',
    ...BROWSER_BUILD,
    metafile: true,
    logLevel: 'silent',
  });
  const rel = (f: string) => relative(tmp, join(root, f)).split(sep).join('/');
  const outputs = Object.entries(result.metafile!.outputs).filter(([f]) => !f.endsWith('.map'));
  const bundle: FeatureBundle = {
    js: rel(outputs.find(([, o]) => o.entryPoint === ENTRY)![0]),
    files: outputs.map(([f]) => ({ to: rel(f), from: join(dir, rel(f)) })),
  };
  writeFileSync(join(tmp, 'manifest.json'), JSON.stringify(bundle));
  rmSync(dir, { recursive: true, force: true });
  renameSync(tmp, dir);
  bundles.set(dir, bundle);
  return bundle;
}
