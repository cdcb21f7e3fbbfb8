/**
 * The page's one script. The prerendered HTML is already complete and readable, so the app's
 * code (React, the router, the page) is fetched only once the browser has painted it: the
 * first paint and the largest contentful paint never wait for JavaScript.
 */
import './styles/tokens.css';
import './styles/base.css';

function startApp() {
  void import('./hydrate').then(({ hydrate }) => hydrate());
}

// A hidden tab paints nothing, and would not run animation frames until shown.
if (document.visibilityState === 'hidden') {
  startApp();
} else {
  // The frame callback runs just before the first paint; the timeout lands just after it.
  requestAnimationFrame(() => setTimeout(startApp, 0));
}
