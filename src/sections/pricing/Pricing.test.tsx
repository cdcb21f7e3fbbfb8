import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { describe, expect, it, vi } from 'vitest';
import { pricingCopy } from '../../content/pricing';
import { pricingExamples } from './examples';
import { Pricing } from './Pricing';

const planCards = () => screen.getAllByRole('article');

describe.each(Object.entries(pricingExamples))('Pricing, %s', (_name, props) => {
  it('is a region named by its heading, with one card per plan', () => {
    render(<Pricing {...props} />);
    const region = within(screen.getByRole('region', { name: props.heading }));
    expect(region.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toHaveLength(
      props.plans.length,
    );
    props.plans.forEach((plan) => expect(region.getByRole('article', { name: plan.name })).toBeTruthy());
  });

  it('has no axe violations', async () => {
    const { container } = render(<Pricing {...props} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});

/** A plan card's visible text with runs of white space collapsed. */
const textOf = (name: string) =>
  screen.getByRole('article', { name }).textContent?.replace(/\s+/g, ' ') ?? '';

describe('the landing-page plans (SPEC.md §9)', () => {
  it('are Explorer, Deep Diver and Research Pro, in that order', () => {
    render(<Pricing {...pricingCopy} />);
    expect(planCards().map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Explorer',
      'Deep Diver',
      'Research Pro',
    ]);
  });

  it('Explorer is free with 3 deep dives a month, 5-minute audio, basic relationships, downloads', () => {
    render(<Pricing {...pricingCopy} />);
    const card = within(screen.getByRole('article', { name: 'Explorer' }));
    expect(textOf('Explorer')).toContain('Free');
    expect(card.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '3 deep dives per month',
      '5-minute audio',
      'Basic topic relationships',
      'Document downloads',
    ]);
    expect(card.queryByText('Most popular')).toBeNull();
  });

  it('Deep Diver is $9 per month, the most popular, with its six features', () => {
    render(<Pricing {...pricingCopy} />);
    const card = within(screen.getByRole('article', { name: 'Deep Diver' }));
    expect(textOf('Deep Diver')).toContain('$9 per month');
    expect(card.getByText('Most popular')).toBeTruthy();
    expect(card.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Unlimited deep dives',
      'Priority processing',
      'Advanced topic mapping',
      'Offline downloads',
      'Search history',
      'Custom session lengths',
    ]);
  });

  it('Research Pro is $19 per month: everything in Deep Diver plus five more', () => {
    render(<Pricing {...pricingCopy} />);
    const card = within(screen.getByRole('article', { name: 'Research Pro' }));
    expect(textOf('Research Pro')).toContain('$19 per month');
    expect(card.getByText('Everything in Deep Diver, plus:')).toBeTruthy();
    expect(card.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Team collaboration',
      'API access',
      'Custom research templates',
      'Priority support',
      'Advanced analytics',
    ]);
    expect(card.queryByText('Most popular')).toBeNull();
  });

  it('only Deep Diver is marked most popular', () => {
    render(<Pricing {...pricingCopy} />);
    expect(screen.getAllByText('Most popular')).toHaveLength(1);
  });
});

describe('the plan buttons', () => {
  it('are native buttons that cannot be pressed, and say "Coming soon" to assistive technology', () => {
    render(<Pricing {...pricingCopy} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(pricingCopy.plans.length);
    for (const button of buttons) {
      expect(button.getAttribute('type')).toBe('button');
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Coming soon');
    }
  });

  it('do nothing when clicked or pressed: they take no focus, submit nothing and open nothing', async () => {
    const submitted = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <Pricing {...pricingCopy} />
      </form>,
    );
    const before = window.location.href;
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    for (const button of screen.getAllByRole('button')) {
      await user.click(button);
      button.focus();
      await user.keyboard('{Enter} ');
      expect(button).not.toHaveFocus();
    }
    expect(submitted).not.toHaveBeenCalled();
    expect(window.location.href).toBe(before);
  });
});
