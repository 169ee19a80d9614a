// The table the theme bundles read. This file says zh-CN (so templates rendered straight from source, as in
// unit tests, read the shipped wording); render/bundles.ts replaces its contents with the site's table (its
// locale's, with the config's overrides) when it bundles the theme for a site.
import type { UiTable } from './table';
import { zhCN } from './zh-CN';

export const activeTable: UiTable = zhCN;
