/**
 * Writes one HTML file per route into dist/, plus 404.html, robots.txt and sitemap.xml, from
 * the client build's index.html and the server bundle. Run by `npm run build` after both
 * Vite builds.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type * as ServerEntry from '../src/entry-server';
import { htmlFileFor } from './hosting/siteFiles';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = `${root}dist/`;
const serverEntry = `${root}build/ssr/entry-server.js`;

function fillTemplate(template: string, head: string, body: string): string {
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('dist/index.html lacks the <!--app-head--> or <!--app-html--> placeholder.');
  }
  // One head tag a line, as in the rest of the template.
  const headLines = head.replace(/></g, '>\n    <');
  return template.replace('<!--app-head-->', headLines).replace('<!--app-html-->', body);
}

async function prerender() {
  const entry = (await import(serverEntry)) as typeof ServerEntry;
  const template = await readFile(`${dist}index.html`, 'utf8');

  for (const path of entry.routePaths) {
    const { head, body, statusCode } = await entry.renderPage(path);
    if (statusCode !== 200) throw new Error(`Prerendering ${path} answered ${statusCode}.`);
    await writeFile(`${dist}${htmlFileFor(path)}`, fillTemplate(template, head, body));
  }

  const notFound = await entry.renderPage('/this-page-does-not-exist');
  if (notFound.statusCode !== 404) {
    throw new Error(`The not-found page answered ${notFound.statusCode}, not 404.`);
  }
  await writeFile(`${dist}404.html`, fillTemplate(template, notFound.head, notFound.body));

  const sitemapUrls = entry.routePaths.map((path) => {
    const { lastModified } = entry.routePages[path];
    return `  <url><loc>${entry.canonicalUrl(path)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ''}</url>`;
  });
  await writeFile(
    `${dist}sitemap.xml`,
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...sitemapUrls,
      '</urlset>',
      '',
    ].join('\n'),
  );
  await writeFile(
    `${dist}robots.txt`,
    `User-agent: *\nAllow: /\n\nSitemap: ${entry.canonicalUrl('/').replace(/\/$/, '')}/sitemap.xml\n`,
  );

  // The server bundle has done its job and must not be deployed.
  await rm(`${root}build/ssr`, { recursive: true, force: true });
  console.log(`Prerendered ${entry.routePaths.join(', ')} and the 404 page into dist/.`);
}

await prerender();
