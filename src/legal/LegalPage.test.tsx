import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../tests/support/renderRoute';
import { layoutCopy } from '../content/layout';
import { legalEffectiveDate } from '../content/legal';
import { privacyPolicy } from '../content/privacy';
import { termsOfService } from '../content/terms';
import { siteConfig } from '../site/config';

describe.each([
  { path: '/terms', document: termsOfService },
  { path: '/privacy', document: privacyPolicy },
])('the legal page at $path', ({ path, document }) => {
  it('has its title, its effective date and its sections, numbered in order', async () => {
    await renderRoute(path);
    expect(screen.getByRole('heading', { level: 1, name: document.title })).toBeTruthy();
    expect(screen.getByText(legalEffectiveDate.written).closest('p')?.textContent).toBe(
      `Effective ${legalEffectiveDate.written}`,
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(document.sections.map((section, index) => `${index + 1}. ${section.title}`));
  });

  it('links back home and to the legal contact', async () => {
    await renderRoute(path);
    const main = within(screen.getByRole('main'));
    for (const link of main.getAllByRole('link', { name: layoutCopy.backHome })) {
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
        name: `${processor.name} Privacy Policy ${layoutCopy.opensInNewTab}`,
      });
      expect(link.getAttribute('href')).toBe(processor.privacyPolicyUrl);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });
});
