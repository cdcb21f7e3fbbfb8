import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../tests/support/renderRoute';
import { privacyPolicy } from '../content/privacy';
import { termsOfService } from '../content/terms';
import { siteConfig } from '../site/config';

describe.each([
  { path: '/terms', document: termsOfService, sectionCount: 10 },
  { path: '/privacy', document: privacyPolicy, sectionCount: 8 },
])('the legal page at $path', ({ path, document, sectionCount }) => {
  it(`has its title, effective date and exactly ${sectionCount} numbered sections`, async () => {
    await renderRoute(path);
    expect(screen.getByRole('heading', { level: 1, name: document.title })).toBeTruthy();
    expect(screen.getByText('July 3, 2025').closest('p')?.textContent).toBe('Effective July 3, 2025');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toHaveLength(sectionCount);
    headings.forEach((heading, index) => expect(heading).toMatch(new RegExp(`^${index + 1}\\. \\S`)));
  });

  it('links back home and to the legal contact', async () => {
    await renderRoute(path);
    const main = within(screen.getByRole('main'));
    for (const link of main.getAllByRole('link', { name: /Back to Home/ })) {
      expect(link.getAttribute('href')).toBe('/');
    }
    expect(main.getByRole('link', { name: siteConfig.legalContactEmail }).getAttribute('href')).toBe(
      `mailto:${siteConfig.legalContactEmail}`,
    );
  });

  it('names the product from the site config and nothing else', async () => {
    await renderRoute(path);
    expect(screen.getByRole('main').textContent).toContain(siteConfig.productName);
  });

  it('has no axe violations', async () => {
    const { container } = await renderRoute(path);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('the Privacy Policy', () => {
  it('opens each third-party policy in a new tab, safely, and says so', async () => {
    await renderRoute('/privacy');
    for (const processor of siteConfig.thirdPartyProcessors) {
      const link = screen.getByRole('link', {
        name: `${processor.name} Privacy Policy (opens in a new tab)`,
      });
      expect(link.getAttribute('href')).toBe(processor.privacyPolicyUrl);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });
});
