// `@docusaurus/BrowserOnly` for a site's own React code: the server (and the first render in the browser, so
// hydration matches) shows `fallback`; once the component is mounted in the browser, `children()` is called and
// shown. Code that needs `window` or `document` goes in that function.
import { useEffect, useState, type ReactNode } from 'react';

export interface BrowserOnlyProps {
  children: () => ReactNode;
  fallback?: ReactNode;
}

export default function BrowserOnly({ children, fallback = null }: BrowserOnlyProps) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <>{mounted ? children() : fallback}</>;
}
