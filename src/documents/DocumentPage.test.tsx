import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../tests/support/renderRoute';
import { layoutCopy } from '../content/layout';
import Privacy from '../content/privacy.mdx';
import privacy from '../content/privacy.mdx?frontmatter';
import Terms from '../content/terms.mdx';
import terms from '../content/terms.mdx?frontmatter';
import { thirdPartyProcessors } from '../content/processors';
import { siteConfig } from '../site/config';
import { formatIsoDate } from '../site/dates';
import { documentComponents } from './DocumentPage';

describe.each([
  { path: '/terms', frontmatter: terms, content: Terms },
  { path: '/privacy', frontmatter: privacy, content: Privacy },
])('the document page at $path', ({ path, frontmatter, content }) => {
  it('shows its document under its title and effective date', async () => {
    await renderRoute(path);
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 }).textContent).toBe(frontmatter.title);
    const effective = formatIsoDate(frontmatter.effective ?? '');
    expect(within(main).getByText(effective).closest('p')?.textContent).toBe(`Effective ${effective}`);
    const Content = content;
    const { container: text } = render(<Content components={documentComponents} />);
    expect(main.textContent).toContain(text.textContent);
  });
});

// Every document the site has (src/content/*.mdx), the accessibility statement too: the help a
// visitor finds, the legal contact, is on each, last, before Back to Home.
const documentNames = Object.keys(import.meta.glob('../content/*.mdx')).map((path) =>
  path.slice('../content/'.length, -'.mdx'.length),
);
describe.each(documentNames)('the document page at /%s', (name) => {
  it('links back home twice, and to the legal contact at its end', { tags: '@wcag3.2.6' }, async () => {
    await renderRoute(`/${name}`);
    const main = within(screen.getByRole('main'));
    const backHome = main.getAllByRole('link', { name: layoutCopy.backHome });
    expect(backHome.map((link) => link.getAttribute('href'))).toEqual(['/', '/']);
    const contact = main.getAllByRole('link', { name: siteConfig.legalContactEmail });
    expect(contact.map((link) => link.getAttribute('href'))).toEqual([
      `mailto:${siteConfig.legalContactEmail}`,
    ]);
    const links = main.getAllByRole('link');
    expect(links.at(-2), 'the contact, last before Back to Home').toBe(contact[0]);
  });
});

describe('a link in a document', () => {
  it('to another site opens in a new tab, safely, and says so', { tags: '@wcag1.3.3' }, async () => {
    await renderRoute('/privacy');
    for (const processor of thirdPartyProcessors) {
      const link = screen.getByRole('link', {
        name: `${processor.name} Privacy Policy ${layoutCopy.opensInNewTab}`,
      });
      expect(link.getAttribute('href')).toBe(processor.privacyPolicyUrl);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('written in Markdown follows the same rule, and one on the site stays in the tab', () => {
    const Link = documentComponents.a as ComponentType<{ href: string; children: string }>;
    render(
      <>
        <Link href="https://example.com/policy">Their policy</Link>
        <Link href="/terms">Our terms</Link>
      </>,
    );
    const external = screen.getByRole('link', { name: `Their policy ${layoutCopy.opensInNewTab}` });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Our terms' }).getAttribute('target')).toBeNull();
  });
});
