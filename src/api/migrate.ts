// migrate(options): the Docusaurus migration (migrate/migrate.ts) with its first build: blogctl's own build of
// the new site, its output kept in memory and its caches in the site's .blogctl/, so what fails in it can be left
// out of the config before anyone runs `blogctl build` (migrate/trial.ts).
import { migrate as migrateSite, type MigrateOptions, type MigrateResult } from '../migrate/migrate';
import { build } from './build';

export interface MigrateApiOptions extends Omit<MigrateOptions, 'trial'> {
  /** Run the first build and leave out of the config what fails in it. @default true */
  trial?: boolean;
}

/** Migrates a Docusaurus site, then builds it once (unless `trial: false`) and leaves out what fails. */
export function migrate(options: MigrateApiOptions): Promise<MigrateResult> {
  const { trial = true, ...rest } = options;
  return migrateSite({
    ...rest,
    trial: trial ? async (root) => (await build({ root, write: false })).diagnostics : undefined,
  });
}
