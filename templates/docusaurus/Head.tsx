// `@docusaurus/Head` for a site's own React code: blogctl renders a React page's <head> from the page's
// `meta` (or its Layout's literal title/description), not from React, so this renders nothing; the build warns
// at each import of it (esbuild-plugins.ts).
import type { ReactNode } from 'react';

export default function Head(_props: { children?: ReactNode }): null {
  return null;
}
