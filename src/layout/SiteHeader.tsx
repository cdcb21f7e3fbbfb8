import { Link } from '@tanstack/react-router';
import { siteConfig } from '../site/config';
import { BrandMark } from './BrandMark';
import './SiteHeader.css';

/** The bar on every page: the product name home, and the ways into the account site. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand">
          <BrandMark />
          {siteConfig.productName}
        </Link>
        <nav aria-label="Account" className="site-header__nav">
          <a href={siteConfig.account.loginUrl} className="site-header__link">
            Sign in
          </a>
          <a href={siteConfig.account.signupUrl} className="button button--small">
            Sign up
          </a>
        </nav>
      </div>
    </header>
  );
}
