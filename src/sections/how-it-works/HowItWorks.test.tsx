import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { howItWorksCopy, listeningSessionPicture, startCallToAction } from '../../content/landing';
import { siteConfig } from '../../site/config';
import { HowItWorks } from './HowItWorks';
import svgSource from './listening-session.svg?raw';

describe('HowItWorks', () => {
  it('is a region named by its heading', () => {
    render(<HowItWorks />);
    expect(screen.getByRole('region', { name: howItWorksCopy.heading })).toBeTruthy();
  });

  it('shows the listening-session picture at its size, lazily, with a text alternative', () => {
    render(<HowItWorks />);
    const picture = screen.getByRole('img', { name: listeningSessionPicture.alt });
    expect(picture.getAttribute('src')).toMatch(/listening-session\.svg$/);
    expect(picture.getAttribute('width')).toBe(String(listeningSessionPicture.width));
    expect(picture.getAttribute('height')).toBe(String(listeningSessionPicture.height));
    expect(picture.getAttribute('loading')).toBe('lazy');
    expect(picture.getAttribute('decoding')).toBe('async');
    expect(listeningSessionPicture.alt).toContain(siteConfig.productName);
  });

  it('has four feature cards and the call to action to sign-up', () => {
    render(<HowItWorks />);
    const region = within(screen.getByRole('region', { name: howItWorksCopy.heading }));
    expect(region.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(region.getByRole('link', { name: startCallToAction }).getAttribute('href')).toBe(
      siteConfig.account.signupUrl,
    );
  });

  it('has no axe violations', async () => {
    const { container } = render(<HowItWorks />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('the listening-session picture', () => {
  it('has the size the page reserves for it', () => {
    expect(svgSource).toContain(
      `viewBox="0 0 ${listeningSessionPicture.width} ${listeningSessionPicture.height}"`,
    );
  });

  it('uses no inline style and loads nothing', () => {
    expect(svgSource).not.toMatch(/<style|style=|href="(?!#)|url\((?!#)/);
  });
});
