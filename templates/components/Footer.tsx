// Footer: the link columns, the single links of the bottom row (when the config has any) and the copyright line.
import type { FooterLink } from '../../src/shared/page-props';
import { strings } from '../../src/shared/strings';
import { useSite } from '../context';
import { Link } from './Link';

function FooterAnchor({ link, className }: { link: FooterLink; className?: string }) {
  return (
    <Link to={link.href} className={className ?? 'footer__link'}>
      {link.label}
    </Link>
  );
}

export function Footer() {
  const { footer } = useSite();
  return (
    <footer className={`footer footer--${footer.style}`}>
      <div className="container footer__inner">
        {footer.columns.length > 0 && (
          <nav className="footer__links" aria-label={strings.footer.nav}>
            {footer.columns.map((col, i) => (
              <div className="footer__col" key={i}>
                {col.title && <div className="footer__title">{col.title}</div>}
                <ul className="footer__items">
                  {col.items.map((link, j) =>
                    link.html !== undefined ? (
                      <li key={j} className="footer__item" dangerouslySetInnerHTML={{ __html: link.html }} />
                    ) : (
                      <li key={j}>
                        <FooterAnchor link={link} />
                      </li>
                    ),
                  )}
                </ul>
              </div>
            ))}
          </nav>
        )}
        <div className="footer__bottom">
          {footer.travelRing && <FooterAnchor link={footer.travelRing} className="footer__link footer__travel-ring" />}
          {footer.filing && <FooterAnchor link={footer.filing} className="footer__link footer__filing" />}
          {footer.copyright && (
            <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: footer.copyright }} />
          )}
        </div>
      </div>
    </footer>
  );
}
