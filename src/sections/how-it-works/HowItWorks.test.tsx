import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from 'jest-axe';
import { howItWorksCopy, startCallToAction } from '../../content/landing';
import { howItWorksExamples } from './examples';
import { HowItWorks } from './HowItWorks';
import svgSource from './listening-session.svg?raw';

describe.each(Object.entries(howItWorksExamples))('HowItWorks, %s', (_name, props) => {
  it(
    'is a region named by its heading, with one card per feature, ending with the call to action to sign-up',
    {
      tags: '@wcag1.3.1',
    },
    () => {
      render(<HowItWorks {...props} />);
      const region = within(screen.getByRole('region', { name: props.heading }));
      expect(region.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
        props.features.map((feature) => feature.title),
      );
      // Where it goes: StartLink.test.tsx.
      expect(region.getByRole('link', { name: startCallToAction })).toBeVisible();
    },
  );

  it('has no axe violations', async () => {
    const { container } = render(<HowItWorks {...props} />);
    expect(await axe(container)).toHaveNoViolations();
  });

  it(
    'shows the listening-session picture at its size, lazily, with a text alternative in words (not a file name)',
    { tags: '@wcag1.1.1' },
    () => {
      render(<HowItWorks {...props} />);
      const picture = screen.getByRole('img', { name: props.picture.alt });
      // What it shows, in a sentence: not a file's name, nor a word or two.
      expect(props.picture.alt, 'the picture’s alt in src/content/landing.ts').not.toMatch(
        /\.(svg|png|jpe?g|webp)\b/i,
      );
      expect(
        props.picture.alt.split(/\s+/).length,
        'words in the picture’s alt (src/content/landing.ts)',
      ).toBeGreaterThan(3);
      expect(picture.getAttribute('src')).toMatch(/listening-session\.svg$/);
      expect(picture.getAttribute('width')).toBe(String(props.picture.width));
      expect(picture.getAttribute('height')).toBe(String(props.picture.height));
      expect(picture.getAttribute('loading')).toBe('lazy');
      expect(picture.getAttribute('decoding')).toBe('async');
    },
  );
});

describe('the listening-session picture', () => {
  const { picture } = howItWorksCopy;

  it('has the size the page reserves for it', () => {
    expect(svgSource).toContain(`viewBox="0 0 ${picture.width} ${picture.height}"`);
  });

  it('uses no inline style and loads nothing', () => {
    expect(svgSource).not.toMatch(/<style|style=|href="(?!#)|url\((?!#)/);
  });
});
