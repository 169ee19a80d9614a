// The UI strings the theme and the browser runtime show: the site's table (shared/i18n/active.ts, filled in
// per site when the theme is bundled). Node stages do not read this: they take the site's table from the
// config (`stringsOf(config.ui)`, shared/i18n).
import { activeTable } from './i18n/active';
import { makeStrings, type Strings } from './i18n/table';

export const strings: Strings = makeStrings(activeTable);
export type { Strings };
