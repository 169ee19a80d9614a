// `blogctl swizzle <Component>`: copy a theme component into the site's theme/ folder to edit it.
import { relative } from 'node:path';
import type { Command } from 'commander';
import pc from 'picocolors';
import type { GlobalOptions } from './main';

export function registerSwizzle(program: Command, globals: () => GlobalOptions): void {
  program
    .command('swizzle')
    .description("copy a theme component (e.g. Footer) into the site's theme/ folder, where it replaces blogctl's")
    .argument('<component>', 'the component file name, e.g. Footer, Navbar, blog')
    .action(async (component: string) => {
      const { cwd } = globals();
      const { swizzle } = await import('../api/swizzle');
      const result = swizzle({ root: cwd, component });
      console.error(
        `${pc.green('✓')} ${relative(process.cwd(), result.file) || result.file}: edit it; it replaces blogctl's ${component.replace(/\.tsx$/, '')} on every page`,
      );
    });
}
