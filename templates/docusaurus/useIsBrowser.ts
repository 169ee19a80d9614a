// `@docusaurus/useIsBrowser` for a site's own React code: false on the server and in the first render in the
// browser (so hydration matches), true once mounted.
import { useEffect, useState } from 'react';

export default function useIsBrowser(): boolean {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => setIsBrowser(true), []);
  return isBrowser;
}
