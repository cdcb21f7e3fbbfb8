// @vitest-environment node
/**
 * docs/accessibility-breakages.yaml stays applicable: one breakage for each criterion the site
 * supports, each `find` once in its file. A rename in the code is named here, by `npm test`,
 * not an hour into `npm run accessibility-mutations`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { parse } from 'yaml';

const list = 'docs/accessibility-breakages.yaml';
const breakages = parse(readFileSync(list, 'utf8')) as { criterion: string; file: string; find: string }[];
const supported = (parse(readFileSync('docs/wcag-criteria.yaml', 'utf8')) as { id: string; status: string }[])
  .filter(({ status }) => status === 'supports')
  .map(({ id }) => id);

it('has one breakage for each criterion the site supports', () => {
  expect(
    breakages.map(({ criterion }) => criterion).sort(),
    `${list}: one entry per "supports" in docs/wcag-criteria.yaml`,
  ).toEqual(supported.toSorted());
});

it.each(breakages)('$criterion: its find is once in $file', ({ file, find }) => {
  const times = existsSync(file) ? readFileSync(file, 'utf8').split(find).length - 1 : 0;
  expect(times, `${list}: "${find}" is in ${file} ${times} times: copy the line as the file has it now`).toBe(
    1,
  );
});
