import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { startCallToAction } from '../../content/landing';
import { siteConfig } from '../../site/config';
import { StartLink } from './StartLink';

describe('StartLink', () => {
  it(
    'offers the free deep dives and goes to sign-up, saying its words to a screen reader without the arrow drawn after them',
    { tags: '@wcag1.3.3' },
    () => {
      render(<StartLink />);
      // The name matches the words exactly, arrow left out; the text shows the arrow.
      const link = screen.getByRole('link', { name: startCallToAction });
      expect(link.getAttribute('href')).toBe(siteConfig.account.signupUrl);
      expect(link.textContent).toBe(`${startCallToAction} →`);
    },
  );
});
