/** The pages as tests outside Vite know them, from the words and front matter the build reads, and what it wrote. */
import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readFrontmatter } from '../../scripts/build/documents';
import { htmlFileFor } from '../../scripts/hosting/siteFiles';
import { footerLinks } from '../../src/content/layout';
import { documentPage, landingPage, notFoundPage } from '../../src/site/pages';

export const frontmatterOf = (name: string) =>
  readFrontmatter(fileURLToPath(new URL(`../../src/content/${name}.mdx`, import.meta.url)));

const sourceOf = (name: string) =>
  readFileSync(new URL(`../../src/content/${name}.mdx`, import.meta.url), 'utf8');

/** The documents in src/content/, by name: each is the page at `/name`. */
export const documentNames = readdirSync(new URL('../../src/content/', import.meta.url))
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => file.slice(0, -'.mdx'.length));

/** Every address on another site that the documents link to, as they write it. */
export const documentLinks = documentNames
  .flatMap((name) => [...sourceOf(name).matchAll(/https?:\/\/[^\s)"'<>\]]+/g)])
  .map(([url]) => url);

/** A document's section headings, in order, as its source writes them ("1. …"). */
export const sectionHeadingsOf = (name: string) =>
  [...sourceOf(name).matchAll(/^## (.+)$/gm)].map(([, heading = '']) => heading.trim());

/** The number of the section of a document whose source holds `text` (0: before the first). */
export const sectionHolding = (name: string, text: string) =>
  sourceOf(name)
    .split(/^## /m)
    .findIndex((section) => section.includes(text));

/**
 * A path no route can take, for "a page the site does not have": TanStack Router reads a route
 * file whose name starts with an underscore as a layout without a path of its own.
 */
export const missingPage = '/_no-such-page';

export const pageTitles = {
  home: landingPage.title,
  terms: documentPage(frontmatterOf('terms')).title,
  privacy: documentPage(frontmatterOf('privacy')).title,
  notFound: notFoundPage.title,
} as const;

/** Text of prerendered HTML, as a browser shows it (the site's words have no straight quotes to escape). */
const textOf = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');

/** The title, description and `h1` the build wrote into the page at `path` (dist/). */
export function builtPage(path: string) {
  const html = readFileSync(new URL(`../../dist/${htmlFileFor(path)}`, import.meta.url), 'utf8');
  const [, title = ''] = /<title>([^<]*)<\/title>/.exec(html) ?? [];
  const [, description = ''] = /<meta name="description" content="([^"]*)"/.exec(html) ?? [];
  const [, h1 = ''] = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html) ?? [];
  const headings = [...html.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/g)].map(([, heading = '']) =>
    textOf(heading),
  );
  return { title: textOf(title), description: textOf(description), h1: textOf(h1), headings };
}

export function footerLinkTo(path: string): string {
  const link = footerLinks.find((each) => each.to === path);
  if (!link) throw new Error(`src/content/layout.ts: footerLinks has no link to ${path}`);
  return link.text;
}

/** The footer's link to `path`, by its words (end-to-end tests and the bench). */
export const footerLink = (page: Page, path: string) =>
  page.getByRole('contentinfo').getByRole('link', { name: footerLinkTo(path) });
