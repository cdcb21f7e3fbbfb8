/**
 * A step of `npm run build`, after both Vite builds: one HTML file per route in the staged site
 * (./build/staging.ts), plus 404.html, robots.txt and sitemap.xml.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import type * as ServerEntry from '../src/entry-server';
import {
  chunkTemplates,
  modulePreloadFiles,
  type BuildManifest,
  type RouteChunks,
} from './build/modulePreloads';
import { lowerEntryScriptPriority } from './build/entryScriptPriority';
import { emptyPage, missingPlace, unfilledFact } from './build/documents';
import { root, staged } from './build/staging';
import { addIntegrity } from './build/subresourceIntegrity';
import { htmlFileFor } from './hosting/siteFiles';

const dist = staged.dist;
const manifestFolder = `${dist}.vite/`;
const readBuilt = (file: string) => readFile(`${dist}${file}`);

const entry = (await import(`${root}build/ssr/entry-server.js`)) as typeof ServerEntry;
// The entry script moved to the end of the head (./build/entryScriptPriority.ts), then the page's own
// script and stylesheet hashed (./build/subresourceIntegrity.ts).
const built = lowerEntryScriptPriority(await readFile(`${dist}index.html`, 'utf8'));
const template = await addIntegrity(built, (url) => readBuilt(url.slice(1)).catch(() => null));
const manifest = JSON.parse(await readFile(`${manifestFolder}manifest.json`, 'utf8')) as BuildManifest;
const missing = ['<!--app-head-->', '<!--app-html-->', '<!--app-chunks-->'].filter(
  (tag) => !template.includes(tag),
);
if (missing.length > 0) throw new Error(`dist/index.html lacks the ${missing.join(', ')} placeholder.`);

const routePaths = entry.routePaths();
const pages: (RouteChunks & { page: ServerEntry.RenderedPage })[] = [];
for (const path of routePaths) {
  const page = await entry.renderPage(path);
  if (page.statusCode !== 200) throw new Error(`Prerendering ${path} answered ${page.statusCode}.`);
  const empty = emptyPage(path, page.body, page.error) ?? unfilledFact(path, page.head + page.body);
  if (empty) throw new Error(empty);
  pages.push({ path, page, files: modulePreloadFiles(manifest, page.routeIds) });
}
const unlinked = missingPlace(pages.map(({ path, page }) => ({ path, html: page.body })));
if (unlinked) throw new Error(unlinked);

/** The template filled with `page`, its chunks and, for each route, the chunks it lacks. */
async function fillTemplate(page: ServerEntry.RenderedPage): Promise<string> {
  const preloads = await chunkTemplates(modulePreloadFiles(manifest, page.routeIds), pages, readBuilt);
  // One head tag a line, as in the rest of the template.
  const headLines = page.head.replace(/></g, '>\n    <');
  return template
    .replace('<!--app-head-->', headLines)
    .replace('<!--app-html-->', page.body)
    .replace('<!--app-chunks-->', preloads);
}

for (const { path, page } of pages) await writeFile(`${dist}${htmlFileFor(path)}`, await fillTemplate(page));
const notFound = await entry.renderPage('/this-page-does-not-exist');
if (notFound.statusCode !== 404)
  throw new Error(`The not-found page answered ${notFound.statusCode}, not 404.`);
await writeFile(`${dist}404.html`, await fillTemplate(notFound));

const sitemapUrls = pages.map(({ path, page }) => {
  const lastModified = page.page?.lastModified;
  return `  <url><loc>${entry.canonicalUrl(path)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ''}</url>`;
});
const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${sitemapUrls.join('\n')}
</urlset>
`;
await writeFile(`${dist}sitemap.xml`, sitemap);
await writeFile(
  `${dist}robots.txt`,
  `User-agent: *\nAllow: /\n\nSitemap: ${entry.canonicalUrl('/').replace(/\/$/, '')}/sitemap.xml\n`,
);

// The server bundle and the manifest have done their job and must not be deployed.
await rm(`${root}build/ssr`, { recursive: true, force: true });
await rm(manifestFolder, { recursive: true, force: true });
console.log(`Prerendered ${routePaths.join(', ')} and the 404 page.`);
