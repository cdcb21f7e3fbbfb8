import { render, screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { describe, expect, it } from 'vitest';
import { learningJourneyExamples } from './examples';
import { LearningJourney } from './LearningJourney';

describe.each(Object.entries(learningJourneyExamples))('LearningJourney, %s', (_name, props) => {
  it('is a region named by its heading, with the steps as an ordered list', () => {
    render(<LearningJourney {...props} />);
    const region = within(screen.getByRole('region', { name: props.heading }));
    const steps = region.getAllByRole('listitem');
    expect(steps).toHaveLength(props.steps.length);
    expect(region.getByRole('list').tagName).toBe('OL');
    props.steps.forEach((step, index) => {
      const item = within(steps[index] as HTMLElement);
      expect(item.getByRole('heading', { level: 3 }).textContent).toBe(step.title);
      expect(item.getByText(step.description)).toBeTruthy();
    });
  });

  it('has no axe violations', async () => {
    const { container } = render(<LearningJourney {...props} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
