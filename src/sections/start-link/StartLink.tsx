import { startCallToAction } from '../../content/landing';
import { siteConfig } from '../../site/config';

/** The "Start with 3 free deep dives →" call to action, which always goes to sign-up. */
export function StartLink() {
  return (
    <a href={siteConfig.account.signupUrl} className="button button--large">
      {startCallToAction}
      <span aria-hidden="true"> →</span>
    </a>
  );
}
