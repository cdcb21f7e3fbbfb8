// @vitest-environment node
/**
 * Every relative link and anchor in README.md and docs/*.md leads somewhere: to a file git holds,
 * and to a heading there as GitHub names it (or an explicit id). Links to other sites are not
 * followed. A broken one is named with its file and the nearest file or anchor there is.
 */
import { closest } from 'fastest-levenshtein';
import GithubSlugger from 'github-slugger';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const documents = tracked.filter((path) => /^(README|docs\/[^/]+)\.md$/.test(path));

/** The text a reader sees: no fenced blocks, no code spans. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');

/** GitHub's anchors for a file: each heading's slug (-1 and -2 for repeats), and explicit ids. */
function anchorsOf(path: string) {
  const markdown = readFileSync(path, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  const slugger = new GithubSlugger();
  const slugs = [...markdown.matchAll(/^#{1,6} +(.+?) *#*$/gm)].map(([, heading = '']) =>
    slugger.slug(heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')),
  );
  return [...slugs, ...[...markdown.matchAll(/\b(?:id|name)="([^"]+)"/g)].map(([, id = '']) => id)];
}

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
        return [`${path}: ${link}: no such file in git; nearest ${closest(target, tracked)}`];
      if (anchor === undefined) return [];
      const anchors = target.endsWith('.md') ? anchorsOf(target) : [];
      return anchors.includes(anchor)
        ? []
        : [
            `${path}: ${link}: ${target} has no #${anchor}; nearest #${anchors.length ? closest(anchor, anchors) : 'none'}`,
          ];
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
