// `@docusaurus/useBrokenLinks` for a site's own React code: blogctl checks the links of the HTML it writes
// (every page's, site components' included), so what a component collects needs no second check.
export interface BrokenLinks {
  collectLink(link: string | undefined): void;
  collectAnchor(anchor: string | undefined): void;
}

const NONE: BrokenLinks = { collectLink() {}, collectAnchor() {} };

export default function useBrokenLinks(): BrokenLinks {
  return NONE;
}
