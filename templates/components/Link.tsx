// Internal links get the site's baseUrl; external links open safely. The client runtime intercepts
// clicks on links marked data-internal for client-side navigation.
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { isExternalUrl, withBase } from '../../src/shared/urls';
import { useSite } from '../context';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  children?: ReactNode;
}

/** The URL of a site file (an author's image_url, a logo): site-absolute paths get the baseUrl once,
 *  external URLs stay as they are. */
export function useSiteUrl(): (src: string) => string {
  const { baseUrl } = useSite();
  return (src) => withBase(baseUrl, src);
}

export function Link({ to, children, ...rest }: LinkProps) {
  const site = useSite();
  if (isExternalUrl(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={withBase(site.baseUrl, to)} data-internal="" {...rest}>
      {children}
    </a>
  );
}
