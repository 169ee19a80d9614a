// swizzle(options): copies one theme component file (templates/components/<Name>.tsx) into the site's theme/
// folder, where it shadows blogctl's file of that name (render/site-theme.ts) and can be edited, its imports
// taken from the public `blogctl/theme` (swizzle-source.ts). Never overwrites.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CONFIG_FILES } from '../config/load-config';
import { fail } from '../errors/blogctl-error';
import { shadowableComponents, themeSourceFile, THEME_EXTENSIONS } from '../render/site-theme';
import { packageRoot } from '../util/package-root';
import { withPublicImports } from './swizzle-source';

export interface SwizzleOptions {
  /** The site folder (holding blogctl.config.ts). @default process.cwd() */
  root?: string;
  /** The component file's name, e.g. `Footer` (a `.tsx` suffix is accepted). */
  component: string;
}

export interface SwizzleResult {
  /** Absolute path of the new file, `<site>/theme/<Name>.tsx`. */
  file: string;
  /** The shipped file it was copied from. */
  from: string;
}

/** The names `swizzle` accepts: every component, page and page-frame file of blogctl's theme. */
export function swizzleableComponents(): string[] {
  return shadowableComponents(packageRoot());
}

export function swizzle(options: SwizzleOptions): SwizzleResult {
  const root = resolve(options.root ?? process.cwd());
  if (!CONFIG_FILES.some((f) => existsSync(join(root, f)))) {
    throw fail('CONFIG_NOT_FOUND', { root, command: 'swizzle' });
  }
  const names = swizzleableComponents();
  const name = options.component.replace(/\.tsx$/, '');
  if (!names.includes(name)) {
    const near = names.find((n) => n.toLowerCase() === name.toLowerCase());
    throw fail('SWIZZLE_UNKNOWN_COMPONENT', { name: options.component, components: names, near });
  }
  const from = themeSourceFile(packageRoot(), name)!;
  const existing = THEME_EXTENSIONS.map((ext) => join(root, 'theme', name + ext)).find((f) => existsSync(f));
  if (existing) {
    throw fail('SWIZZLE_EXISTS', { file: existing }, { file: existing });
  }
  const file = join(root, 'theme', `${name}.tsx`);
  const header =
    `// Swizzled from blogctl's ${name}.tsx: this file replaces blogctl's ${name} on every page. What it uses of\n` +
    `// blogctl comes from 'blogctl/theme' (there, a component this site replaces is its own); blogctl's own ${name}\n` +
    `// is 'blogctl/theme/original/${name}'. Delete this file to go back to blogctl's.\n`;
  mkdirSync(join(root, 'theme'), { recursive: true });
  writeFileSync(file, header + withPublicImports(readFileSync(from, 'utf8')), { flag: 'wx' });
  return { file, from };
}
