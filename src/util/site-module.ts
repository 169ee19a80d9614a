// Where an import of the site's own code points (MDX imports, the site's MDXComponents file).
import { existsSync, statSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';

const CODE_EXTENSIONS = ['.tsx', '.jsx', '.ts', '.js'];

/**
 * The file an import of the site's own code names (`@site/src/components/Card` from the site folder,
 * `../src/components/Card` from the importing file's folder), tried as written, with each code extension and as
 * a folder's index file. null: no such file; undefined: not site code (a package, or a file that is not code,
 * such as an image).
 */
export function resolveSiteModule(specifier: string, fromFile: string, siteRoot: string): string | null | undefined {
  let base: string;
  if (specifier.startsWith('@site/')) base = resolve(siteRoot, specifier.slice('@site/'.length));
  else if (specifier.startsWith('./') || specifier.startsWith('../')) base = resolve(dirname(fromFile), specifier);
  else return undefined;
  const isFile = (f: string) => {
    try {
      return statSync(f).isFile();
    } catch {
      return false;
    }
  };
  const ext = extname(base);
  if (ext && isFile(base)) return CODE_EXTENSIONS.includes(ext) || ext === '.mjs' ? base : undefined;
  for (const e of CODE_EXTENSIONS) if (isFile(base + e)) return base + e;
  if (existsSync(base))
    for (const e of CODE_EXTENSIONS) if (isFile(join(base, 'index' + e))) return join(base, 'index' + e);
  return null;
}
