// `@theme/MDXContent` for a site's own React code: in Docusaurus it wraps MDX in the provider of the site's MDX
// components. blogctl renders Markdown before React sees it, so the children are shown as they are.
import type { ReactNode } from 'react';

export default function MDXContent({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
