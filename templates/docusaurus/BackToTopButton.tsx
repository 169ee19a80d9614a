// `@theme/BackToTopButton` for a site's own React code. Every blogctl page already has the theme's back-to-top
// button (templates/components/BackToTop.tsx), so a page or component that adds Docusaurus's renders nothing
// more: one button, as on the site before.
export default function BackToTopButton(): null {
  return null;
}
