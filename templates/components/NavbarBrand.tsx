// The navbar's brand: the logo and the site's navbar title, linking home (in the bar and atop the mobile panel).
import { withBase } from '../../src/shared/urls';
import { useSite } from '../context';

export function NavbarBrand() {
  const site = useSite();
  const logo = site.navbar.logo;
  return (
    <a className="navbar__brand" href={withBase(site.baseUrl, '/')} data-internal="">
      {logo && (
        <img
          className="navbar__logo"
          src={withBase(site.baseUrl, logo.src)}
          alt={site.navbar.title ? '' : logo.alt}
          width="32"
          height="32"
        />
      )}
      {site.navbar.title && <b className="navbar__title">{site.navbar.title}</b>}
    </a>
  );
}
