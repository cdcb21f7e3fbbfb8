// @vitest-environment node
/** The type check's failure, told by `npm run build` as its other steps tell theirs. */
import { expect, it } from 'vitest';
import { typeErrors } from '../../../scripts/build/staging';

it("names each type error's file and line, with the checker's first line of it", () => {
  const output = [
    "src/site/config.ts(62,5): error TS2561: Object literal may only specify known properties, but 'learningJourny' does not exist in type 'FeatureFlags'. Did you mean to write 'learningJourney'?",
    "src/content/hero.ts(9,3): error TS2322: Type 'number' is not assignable to type 'string'.",
    '  The expected type comes from property name.',
  ].join('\n');
  expect(typeErrors(output)).toBe(
    [
      "src/site/config.ts, line 62: Object literal may only specify known properties, but 'learningJourny' does not exist in type 'FeatureFlags'. Did you mean to write 'learningJourney'?",
      "src/content/hero.ts, line 9: Type 'number' is not assignable to type 'string'.",
    ].join('\n'),
  );
  expect(typeErrors('tsc: out of memory\n')).toBe('The type check failed:\ntsc: out of memory');
});
