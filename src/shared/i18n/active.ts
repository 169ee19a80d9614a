// The strings the theme bundles read. From source (templates rendered straight from source, as in unit tests)
// this is the zh-CN table made into functions; render/bundle-plugins.ts replaces this module with the site's table
// (its locale's, with the config's overrides) compiled to plain functions (codegen.ts).
import { makeStrings, type Strings } from './table';
import { zhCN } from './zh-CN';

export const strings: Strings = makeStrings(zhCN);
