import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { pricingCopy } from '../../content/pricing';
import { pricingExamples } from './examples';
import { Pricing } from './Pricing';

describe.each(Object.entries(pricingExamples))('Pricing, %s', (_name, props) => {
  it('is a region named by its heading, with one card per plan', () => {
    render(<Pricing {...props} />);
    const region = within(screen.getByRole('region', { name: props.heading }));
    expect(region.getAllByRole('article')).toHaveLength(props.plans.length);
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

describe.each(pricingCopy.plans)('the card of $name', (plan) => {
  it(
    `shows its price, its features in order as a list, what it includes, and is ${plan.mostPopular ? '' : 'not '}marked most popular`,
    { tags: '@wcag1.3.1' },
    () => {
      render(<Pricing {...pricingCopy} />);
      const card = within(screen.getByRole('article', { name: plan.name }));
      const { dollarsPerMonth } = plan.price;
      expect(textOf(plan.name)).toContain(
        dollarsPerMonth === 0 ? pricingCopy.free : `$${dollarsPerMonth} ${pricingCopy.perMonth}`,
      );
      expect(card.getAllByRole('listitem').map((item) => item.textContent)).toEqual(plan.features);
      if (plan.includes) expect(card.getByText(pricingCopy.everythingIn(plan.includes))).toBeTruthy();
      expect(card.queryByText(pricingCopy.mostPopular) !== null).toBe(plan.mostPopular);
    },
  );
});

describe('the plan buttons', () => {
  it('are native buttons that cannot be pressed, and say "Coming soon" to assistive technology', () => {
    render(<Pricing {...pricingCopy} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(pricingCopy.plans.length);
    for (const button of buttons) {
      expect(button.getAttribute('type')).toBe('button');
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(pricingCopy.comingSoon);
    }
  });
});
