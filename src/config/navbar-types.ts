// The navbar item types the theme knows (Docusaurus names); kept apart from the zod schema so checking config
// references does not load zod.
export const NAVBAR_ITEM_TYPES = [
  'default',
  'doc',
  'docSidebar',
  'search',
  'localeDropdown',
  'dropdown',
  'html',
] as const;
