import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startCallToAction } from '../../content/landing';
import { siteConfig } from '../../site/config';
import { StartLink } from './StartLink';

describe('StartLink', () => {
  it('offers the free deep dives and goes to sign-up', () => {
    render(<StartLink />);
    const link = screen.getByRole('link', { name: startCallToAction });
    expect(link.getAttribute('href')).toBe(siteConfig.account.signupUrl);
    expect(link.textContent).toBe(`${startCallToAction} →`);
  });

  it('says its words to a screen reader without the arrow drawn after them', { tags: '@wcag1.3.3' }, () => {
    render(<StartLink />);
    expect(screen.getByRole('link', { name: startCallToAction })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /→/ })).toBeNull();
  });
});
