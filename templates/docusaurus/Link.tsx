// `@docusaurus/Link` for a site's own React code. The target is `to` (or `href`); a site path starting with "/"
// gets the baseUrl (unless `autoAddBaseUrl={false}`) and is marked for blogctl's client-side navigation; a URL
// with a scheme opens in a new tab with rel="noopener noreferrer", as Docusaurus does; `pathname:///x` is a
// plain link to the site path /x (no client-side navigation); anchors and relative paths stay as written.
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useBaseUrlUtils } from './useBaseUrl';

export interface DocusaurusLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  autoAddBaseUrl?: boolean;
  children?: ReactNode;
}

const HAS_SCHEME = /^([a-z][a-z0-9+.-]*:|\/\/)/i;
const PATHNAME = /^pathname:\/\//;

export default function Link({ to, href, autoAddBaseUrl = true, children, ...rest }: DocusaurusLinkProps) {
  const { withBaseUrl } = useBaseUrlUtils();
  const target = to ?? href;
  if (target === undefined) return <a {...rest}>{children}</a>;
  if (PATHNAME.test(target)) {
    const path = target.replace(PATHNAME, '');
    return (
      <a href={autoAddBaseUrl && path.startsWith('/') ? withBaseUrl(path) : path} {...rest}>
        {children}
      </a>
    );
  }
  if (HAS_SCHEME.test(target)) {
    return (
      <a href={target} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  const internal = target.startsWith('/');
  return (
    <a
      href={internal && autoAddBaseUrl ? withBaseUrl(target) : target}
      {...(internal ? { 'data-internal': '' } : {})}
      {...rest}
    >
      {children}
    </a>
  );
}
