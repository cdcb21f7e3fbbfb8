/**
 * The words of what every page shares: the skip link, the header and footer, the way back home,
 * the not-found and error screens, and what a link to another site says. Edit freely.
 */
import type { FileRouteTypes } from '../routeTree.gen';

/** A link in every page's footer: a page of the site, and the words that link to it. */
interface FooterLink {
  /** The page's path, one of the routes in src/routes/ (the build says if it is not). */
  readonly to: FileRouteTypes['to'];
  readonly text: string;
}

/** The footer's links, in order. Add a line to link a new page from every footer. */
export const footerLinks: readonly FooterLink[] = [
  { to: '/accessibility', text: 'Accessibility' },
  { to: '/privacy', text: 'Privacy' },
  { to: '/terms', text: 'Terms' },
];

/** Every page's frame. */
export const layoutCopy = {
  /** The first tab stop: jumps past the header to the content. */
  skipLink: 'Skip to main content',
  /** The header's links to the account site. */
  account: {
    /** Names the header's navigation for assistive technology. */
    label: 'Account',
    signIn: 'Sign in',
    signUp: 'Sign up',
  },
  /** Names the footer's navigation (its links: `footerLinks`) for assistive technology. */
  footerLabel: 'Policies',
  /** The link back to the landing page from the legal pages. */
  backHome: 'Back to Home',
  /** Said after a link that opens another site in a new tab, to everyone who cannot see the arrow. */
  opensInNewTab: '(opens in a new tab)',
  /** Shown for any address the site does not have. */
  notFound: {
    code: '404',
    heading: 'Page not found',
    text: 'There is nothing at this address. It may have moved, or the link may have a typo in it.',
    homeLink: 'Go to the home page',
  },
  /** Shown when a page fails to render, instead of a blank page. */
  appError: {
    heading: 'Unexpected Application Error!',
    text: 'Something went wrong while showing this page. Reloading the site usually fixes it.',
    homeLink: 'Go to the home page',
  },
} as const;
