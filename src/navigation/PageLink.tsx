import { useLocation, useRouter } from '@tanstack/react-router';
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { preloadPage } from './pageChanges';
import type { AppRouter, PagePath } from './router';

/**
 * A link to a page of the site, in place of the router's `<Link>`, whose own preload and
 * navigation cannot be told to do more. As that one: marked `aria-current="page"` on the page it
 * leads to; when the router's `defaultPreload` is 'intent', the page is preloaded on a touch at
 * once, and on a hover or focus that lasts the router's `defaultPreloadDelay`; a click without a
 * modifier key changes page in the app. Its own: the preload also renders the page ahead
 * (pageChanges.ts), and the page changes a frame after the click.
 */
export function PageLink({
  to,
  className,
  children,
}: {
  readonly to: PagePath;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  const router = useRouter();
  const current = useLocation({ select: (location) => location.pathname === to });
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancel = () => clearTimeout(pending.current);
  const preload = () => {
    cancel();
    if (router.options.defaultPreload === 'intent') void preloadPage(router, to);
  };
  const preloadSoon = () => {
    cancel();
    pending.current = setTimeout(preload, router.options.defaultPreloadDelay);
  };
  const follow = (event: MouseEvent) => {
    if (event.button || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    cancel();
    navigateAfterPaint(router, to);
  };
  return (
    <a
      href={to}
      className={className}
      aria-current={current ? 'page' : undefined}
      onClick={follow}
      onMouseEnter={preloadSoon}
      onFocus={preloadSoon}
      onMouseLeave={cancel}
      onBlur={cancel}
      onTouchStart={preload}
    >
      {children}
    </a>
  );
}

/**
 * Lets the frame of a tap paint before the page changes: the router navigates after the next
 * frame (or after 100 ms, in a tab that draws none). The tap is answered at once, and the new
 * page's work starts a frame later.
 */
function navigateAfterPaint(router: AppRouter, to: PagePath) {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    void router.navigate({ to });
  };
  requestAnimationFrame(() => setTimeout(go, 0));
  setTimeout(go, 100);
}
