import { PageLink } from '../navigation/PageLink';
import { footerLinks, layoutCopy } from '../content/layout';
import { siteConfig } from '../site/config';
import { currentYearElementId, useCurrentYear } from './useCurrentYear';
import './SiteFooter.css';

const footerClass = 'site-footer';

/** The foot of every page: copyright and the links of `footerLinks`. */
export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer className={footerClass}>
      <div className="site-footer__inner">
        <p className="site-footer__copyright">
          ©{' '}
          <time id={currentYearElementId} dateTime={String(year)}>
            {year}
          </time>{' '}
          {siteConfig.productName}
        </p>
        <nav aria-label={layoutCopy.footerLabel} className="site-footer__nav">
          {footerLinks.map((link) => (
            <PageLink key={link.to} to={link.to}>
              {link.text}
            </PageLink>
          ))}
        </nav>
      </div>
    </footer>
  );
}

/** Whether keyboard focus is in the site's footer (a link of it followed, or tabbed to). */
export const footerHoldsFocus = () => Boolean(document.activeElement?.closest(`.${footerClass}`));
