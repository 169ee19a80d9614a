// The public programmatic API. The CLI is a thin layer over these; tests import from here.
export { build, type BuildOptions, type BuildResult } from './api/build';
export { check, type CheckOptions, type CheckResult } from './api/check';
export { serve, type ServeOptions, type ServeHandle } from './api/serve';
export { init, type InitOptions, type InitResult } from './api/init';
export { migrate, type MigrateApiOptions as MigrateOptions } from './api/migrate';
export type { MigrateResult } from './migrate/migrate';
export { newEntry, type NewEntryOptions, type NewEntryResult } from './api/new-entry';
export { swizzle, swizzleableComponents, type SwizzleOptions, type SwizzleResult } from './api/swizzle';
export { defineConfig } from './config/define-config';
export type { UserConfig } from './config/schema';
export type { Diagnostic } from './errors/blogctl-error';
export { BlogctlError } from './errors/blogctl-error';
