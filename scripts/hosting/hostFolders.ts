/**
 * The hosts the build prepares a publish folder for, and each folder's name under deploy/.
 * scripts/write-host-configs.ts writes them; the host tests serve them.
 */
export const hostPublishFolders = {
  /** Cloudflare Pages: `wrangler pages deploy deploy/cloudflare`. */
  cloudflare: 'cloudflare',
  /** Netlify: publish directory `deploy/netlify`. */
  netlify: 'netlify',
  /** Vercel: `vercel deploy deploy/vercel`. */
  vercel: 'vercel',
  /** nginx: its configuration files (it serves a copy of dist/). */
  nginx: 'nginx',
} as const;
