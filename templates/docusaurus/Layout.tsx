// `@theme/Layout` for a site's own React code. A blogctl React page is already rendered inside the theme's page
// layout (navbar, footer, <head>), so this renders its children only. The page's title and description come
// from a literal `title="…"` / `description="…"` on it, read without running the page (react-pages.ts).
import type { ReactNode } from 'react';

export interface LayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  /** A class for the wrapper around the children (no wrapper without it). */
  wrapperClassName?: string;
  noFooter?: boolean;
}

export default function Layout({ children, wrapperClassName }: LayoutProps) {
  return wrapperClassName ? <div className={wrapperClassName}>{children}</div> : <>{children}</>;
}
