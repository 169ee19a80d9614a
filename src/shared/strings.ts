// The UI strings the theme and the browser runtime show: the site's (shared/i18n/active.ts, compiled in per
// site when the theme is bundled). Node stages do not read this: they take the site's table from the config
// (`stringsOf(config.ui)`, shared/i18n).
import type { Strings } from './i18n/table';

export { strings } from './i18n/active';
export type { Strings };
