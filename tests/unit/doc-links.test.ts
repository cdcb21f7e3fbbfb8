// @vitest-environment node
/**
 * Every relative link and anchor in README.md and docs/*.md leads somewhere: to a file git holds,
 * and to a heading there as GitHub names it (or an explicit id). Links to other sites are not
 * followed. A broken one is named with its file and the nearest file or anchor there is.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const documents = tracked.filter((path) => /^(README|docs\/[^/]+)\.md$/.test(path));

/** The text a reader sees: no fenced blocks, no code spans. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** GitHub's anchors for a file: each heading's slug (lowercase, punctuation gone, spaces to hyphens, -1 and -2 for repeats), and explicit ids. */
function anchorsOf(path: string) {
  const markdown = readFileSync(path, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  const seen = new Map<string, number>();
  const slugs = [...markdown.matchAll(/^#{1,6} +(.+?) *#*$/gm)].map(([, heading = '']) => {
    const text = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replaceAll(' ', '-');
    const times = seen.get(slug) ?? 0;
    seen.set(slug, times + 1);
    return times ? `${slug}-${times}` : slug;
  });
  return [...slugs, ...[...markdown.matchAll(/\b(?:id|name)="([^"]+)"/g)].map(([, id = '']) => id)];
}

/** How many single-character edits turn `a` into `b`. */
function distance(a: string, b: string) {
  let row = [...Array(b.length + 1).keys()];
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(
        (row[j] ?? 0) + 1,
        (next[j - 1] ?? 0) + 1,
        (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    row = next;
  }
  return row[b.length] ?? 0;
}

const nearest = (wanted: string, among: readonly string[]) =>
  [...among].sort((x, y) => distance(wanted, x) - distance(wanted, y))[0] ?? 'none';

/** What is wrong with each relative link of `path`, one line each. */
function brokenLinks(path: string) {
  const text = prose(readFileSync(path, 'utf8'));
  const targets = [...text.matchAll(/\]\(([^)\s]+)[^)]*\)|\b(?:src|href)="([^"]+)"/g)].map(
    ([, link, attribute]) => (link ?? attribute ?? '').replace(/^<|>$/g, ''),
  );
  return targets
    .filter((link) => !/^[a-z][\w+.-]*:/i.test(link))
    .flatMap((link) => {
      const [file = '', anchor] = link.split('#');
      const target = file ? normalize(join(dirname(path), decodeURI(file))).replace(/\/$/, '') : path;
      if (!tracked.some((each) => each === target || each.startsWith(`${target}/`)))
        return [`${path}: ${link}: no such file in git; nearest ${nearest(target, tracked)}`];
      if (anchor === undefined) return [];
      const anchors = target.endsWith('.md') ? anchorsOf(target) : [];
      return anchors.includes(anchor)
        ? []
        : [`${path}: ${link}: ${target} has no #${anchor}; nearest #${nearest(anchor, anchors)}`];
    });
}

describe('the links of the docs', () => {
  it('has documents to check', () => {
    expect(documents).toEqual(expect.arrayContaining(['README.md', 'docs/performance.md']));
  });

  it.each(documents)('%s: every relative link and anchor resolves', (path) => {
    expect(brokenLinks(path)).toEqual([]);
  });
});
