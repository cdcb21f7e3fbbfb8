import { PageLink } from '../navigation/PageLink';
import { layoutCopy } from '../content/layout';
import { siteConfig } from '../site/config';
import { BrandMark } from './BrandMark';
import './SiteHeader.css';

/** The bar on every page: the product name home, and the ways into the account site. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <PageLink to="/" className="site-header__brand">
          <BrandMark />
          {siteConfig.productName}
        </PageLink>
        <nav aria-label={layoutCopy.account.label} className="site-header__nav">
          <a href={siteConfig.account.loginUrl} className="site-header__link">
            {layoutCopy.account.signIn}
          </a>
          <a href={siteConfig.account.signupUrl} className="button button--small">
            {layoutCopy.account.signUp}
          </a>
        </nav>
      </div>
    </header>
  );
}
