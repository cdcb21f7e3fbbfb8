import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { featureCardsExamples } from './examples';
import { FeatureCards } from './FeatureCards';

describe.each(Object.entries(featureCardsExamples))('FeatureCards, %s', (_name, props) => {
  it(
    'shows one list item per feature, each with its heading and sentence, its icon out of the accessibility tree',
    {
      tags: '@wcag1.3.1',
    },
    () => {
      const { container } = render(<FeatureCards {...props} />);
      const items = screen.getAllByRole('listitem');
      expect(items).toHaveLength(props.features.length);
      props.features.forEach((feature, index) => {
        const item = items[index] as HTMLElement;
        expect(within(item).getByRole('heading', { level: 3, name: feature.title })).toBeTruthy();
        expect(within(item).getByText(feature.description)).toBeTruthy();
      });
      const icons = container.querySelectorAll('svg');
      expect(icons).toHaveLength(props.features.length);
      icons.forEach((icon) => expect(icon.getAttribute('aria-hidden')).toBe('true'));
    },
  );
});
