/**
 * The picture link previews show (Open Graph and Twitter cards). scripts/brand/generate.ts
 * draws it into public/ at this path and size; the prerender (src/entry-server.tsx) points every
 * page at it.
 */
import { siteConfig } from '../site/config';
import { heroCopy } from './hero';

/** The sharing image's facts. */
export const shareImage = {
  /** Where it is served, from the site's root. */
  path: '/og-image.png',
  /** Its size in pixels, the 1.91:1 that Open Graph and Twitter cards both crop to least. */
  width: 1200,
  height: 630,
  /** What it shows, for people who cannot see it. */
  alt: `${siteConfig.productName}: ${heroCopy.heading} Three layers of water, with a thread of connected dots running down to the deepest.`,
} as const;
