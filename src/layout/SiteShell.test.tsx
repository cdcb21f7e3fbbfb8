import { footerLinks, layoutCopy } from '../content/layout';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../tests/support/renderRoute';
import privacy from '../content/privacy.mdx?frontmatter';
import terms from '../content/terms.mdx?frontmatter';
import { siteConfig } from '../site/config';
import { preloadPage } from '../navigation/pageChanges';

describe('the site shell', () => {
  it('starts with a skip link to the main content', { tags: '@wcag2.4.1' }, async () => {
    await renderRoute('/terms');
    await userEvent.tab();
    const skipLink = screen.getByRole('link', { name: layoutCopy.skipLink });
    expect(skipLink).toHaveFocus();
    expect(skipLink.getAttribute('href')).toBe(`#${screen.getByRole('main').id}`);
  });

  it('has a header with the product name home and the account links', async () => {
    await renderRoute('/terms');
    const link = (name: string) => within(screen.getByRole('banner')).getByRole('link', { name });
    expect(link(siteConfig.productName)).toHaveAttribute('href', '/');
    expect(link(layoutCopy.account.signIn)).toHaveAttribute('href', siteConfig.account.loginUrl);
    expect(link(layoutCopy.account.signUp)).toHaveAttribute('href', siteConfig.account.signupUrl);
  });

  it('has a footer with the current year and every link of footerLinks', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-02-01T12:00:00Z'));
    await renderRoute('/');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© 2031 ${siteConfig.productName}`);
    expect(within(footer).getAllByRole('link')).toHaveLength(footerLinks.length);
    for (const link of footerLinks) {
      expect(within(footer).getByRole('link', { name: link.text })).toHaveAttribute('href', link.to);
    }
  });

  it('keeps the footer that holds focus when the page changes, and gives the page a footer of its own otherwise', async () => {
    const { router } = await renderRoute('/terms');
    const footer = screen.getByRole('contentinfo');
    // A footer link followed: it has focus as the next page renders.
    within(footer)
      .getByRole('link', { name: footerLinks.find((link) => link.to === '/privacy')?.text })
      .focus();
    await act(() => router.navigate({ to: '/privacy' }));
    expect(screen.getByRole('contentinfo')).toBe(footer);
    // Focus is now on the page's heading, as after every navigation.
    expect(screen.getByRole('heading', { level: 1, name: privacy.title })).toHaveFocus();
    await act(() => router.navigate({ to: '/terms' }));
    expect(screen.getByRole('heading', { level: 1, name: terms.title })).toHaveFocus();
    expect(screen.getByRole('contentinfo')).not.toBe(footer);
  });

  it('renders a preloaded page ahead, hidden, and shows that same page when the visitor goes there', async () => {
    const { router } = await renderRoute('/terms');
    const privacyHeading = { level: 1, name: privacy.title } as const;
    await act(() => preloadPage(router, '/privacy'));
    // Built, but out of the accessibility tree until the visitor goes there.
    const ahead = screen.getByRole('heading', { ...privacyHeading, hidden: true });
    expect(screen.queryByRole('heading', privacyHeading)).toBeNull();
    await act(() => router.navigate({ to: '/privacy' }));
    expect(screen.getByRole('heading', privacyHeading)).toBe(ahead);
    expect(ahead).toHaveFocus();
    // The page left stays built and hidden: Back only shows it again.
    expect(screen.queryByRole('heading', { level: 1, name: terms.title })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: terms.title, hidden: true })).toBeTruthy();
  });

  // Routes match exactly, as every host serves them (tests/hosts/servingTable.ts): "/TERMS" too.
  it.each(['/does/not/exist', '/TERMS', '/Terms', '/PRIVACY'])(
    'shows a not-found page with a way home at %s',
    async (path) => {
      await renderRoute(path);
      expect(screen.getByRole('heading', { level: 1, name: layoutCopy.notFound.heading })).toBeTruthy();
      expect(screen.getByRole('link', { name: layoutCopy.notFound.homeLink })).toHaveAttribute('href', '/');
    },
  );
});
