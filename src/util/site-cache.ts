// Where blogctl keeps its caches: the site's own `.blogctl/cache/`, never blogctl's install folder (which may be
// root-owned, a read-only CI cache or a container layer). A cache folder that cannot be written is skipped: the
// run goes on without that cache, and says so once per folder on stderr.
import { accessSync, constants, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const checked = new Map<string, boolean>();

/** `<root>/.blogctl/cache`, created; undefined when it cannot be created or written (one warning per folder). */
export function siteCacheDir(root: string): string | undefined {
  const dir = join(root, '.blogctl', 'cache');
  const known = checked.get(dir);
  if (known !== undefined) return known ? dir : undefined;
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
    checked.set(dir, true);
    return dir;
  } catch (err) {
    checked.set(dir, false);
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    process.stderr.write(
      `blogctl: warning: the cache folder ${dir} cannot be written (${code}); this run goes on without its caches.\n`,
    );
    return undefined;
  }
}

let scratch: string | undefined;

/**
 * A folder for files that must exist on disk to be loaded (the compiled config, the theme's SSR module) when
 * the site's cache folder cannot be written: a fresh temp folder, removed when the process exits.
 */
export function scratchDir(): string {
  if (scratch) return scratch;
  const dir = mkdtempSync(join(tmpdir(), 'blogctl-run-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return (scratch = dir);
}

/** Cache folder for compiled files: the site's cache when writable, else this run's scratch folder. */
export function compileCacheDir(root: string): string {
  return siteCacheDir(root) ?? scratchDir();
}
