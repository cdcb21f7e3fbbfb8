import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { canonicalUrl, pageMetaFor, routePages, type RoutePath } from '../site/pages';
import { mainContentId } from './SkipLink';

function setContent(selector: string, attribute: 'content' | 'href', value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/**
 * Keeps the document head in step with client-side navigation (the prerendered HTML already has
 * the right head for the first page), and moves focus to the new page's content so keyboard and
 * screen-reader users start reading it, as they would after a full page load.
 */
export function useDocumentHead() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const firstRender = useRef(true);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const meta = pageMetaFor(pathname);
    document.title = meta.title;
    setContent('meta[name="description"]', 'content', meta.description);
    setContent('meta[property="og:title"]', 'content', meta.title);
    setContent('meta[property="og:description"]', 'content', meta.description);
    if (pathname in routePages) {
      const url = canonicalUrl(pathname as RoutePath);
      setContent('link[rel="canonical"]', 'href', url);
      setContent('meta[property="og:url"]', 'content', url);
    }
    document.getElementById(mainContentId)?.focus();
  }, [pathname]);
}
