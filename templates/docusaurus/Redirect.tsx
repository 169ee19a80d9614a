// `@docusaurus/Redirect` for a site's own React code: in the browser, once mounted, the page is replaced by `to`
// (a site path gets no baseUrl, as in Docusaurus); the server renders nothing. For redirects of whole pages the
// config's `redirects` writes real redirect pages.
import { useEffect } from 'react';

export default function Redirect({ to, push = false }: { to: string | { pathname: string }; push?: boolean }): null {
  const target = typeof to === 'string' ? to : to.pathname;
  useEffect(() => {
    if (push) window.location.assign(target);
    else window.location.replace(target);
  }, [target, push]);
  return null;
}
