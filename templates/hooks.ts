// Hooks a site's React code (theme components) uses to read site and page data.
export { useRoute, useSite } from './context';
