import { describe, expect, it, vi } from 'vitest';
import terms from './content/terms.mdx?frontmatter';
import { renderPage, splitHoistedHead } from './entry-server';
import { documentPage, notFoundPage } from './site/pages';

// A document that fails as it renders, as one quoting something that is not there would.
vi.mock('./content/accessibility.mdx', () => ({
  default: () => {
    throw new ReferenceError('phone is not defined\n    at MDXContent');
  },
}));

describe('the prerender entry', () => {
  it('splits the head tags React hoists to the start of a render from the page after them', () => {
    const { head, body } = splitHoistedHead(
      '<title>A &lt;b&gt;</title><meta name="description" content="x"/><link rel="canonical" href="/"/><a href="/">Home</a><meta name="in-body"/>',
    );
    expect(head).toBe(
      '<title>A &lt;b&gt;</title><meta name="description" content="x"/><link rel="canonical" href="/"/>',
    );
    expect(body).toBe('<a href="/">Home</a><meta name="in-body"/>');
  });

  it('renders a page with its head apart from its body, and status 200', async () => {
    const page = await renderPage('/terms');
    expect(page.statusCode).toBe(200);
    expect(page.head).toContain(`<title>${documentPage(terms).title}</title>`);
    expect(page.page).toEqual({ ...documentPage(terms), path: '/terms' });
    expect(page.body).not.toMatch(/<title|<meta|rel="canonical"/);
    expect(page.body).toContain('<main');
  });

  it('keeps the first line of React’s error for a page that failed to render, for the build to name', async () => {
    const page = await renderPage('/accessibility');
    expect(page.body).toContain('<!--$!-->');
    expect(page.error).toBe('phone is not defined');
    expect((await renderPage('/terms')).error).toBeUndefined();
  });

  it('renders an address with no page as the not-found page, with status 404', async () => {
    const page = await renderPage('/no-such-page');
    expect(page.statusCode).toBe(404);
    expect(page.head).toContain(`<title>${notFoundPage.title}</title>`);
    expect(page.head).toContain('<meta name="robots" content="noindex"/>');
    expect(page.page).toBeUndefined();
  });
});
