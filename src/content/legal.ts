/** Shapes and rules shared by the legal documents, so their text stays data and their layout stays code. */
import { siteConfig } from '../site/config';
import { formatIsoDate } from '../site/dates';

/**
 * When the current Terms and Privacy Policy took effect, which is also when they last changed:
 * the one date both pages state, and the one the sitemap gives as their last modification. After
 * a material change, set `legalEffectiveDate` in the site config to the day it takes effect, at
 * least `offer.materialChangeNoticeDays` days after users are told (both documents promise it).
 */
export const legalEffectiveDate = {
  /** As an ISO date (YYYY-MM-DD), for `<time datetime>` and the sitemap. */
  iso: siteConfig.legalEffectiveDate,
  /** As the pages write it, e.g. "July 3, 2025". */
  written: formatIsoDate(siteConfig.legalEffectiveDate),
} as const;

/** One block of a legal section. */
export type LegalBlock =
  /** A paragraph of plain text. */
  | { readonly kind: 'paragraph'; readonly text: string }
  /** A bulleted list; each item may start with a bold lead-in ("Account data:"). */
  | { readonly kind: 'list'; readonly items: readonly { readonly lead?: string; readonly text: string }[] }
  /** The third-party processors from the site config, each linking to its privacy policy. */
  | { readonly kind: 'processors' }
  /** A sentence ending in the legal contact address from the site config, as a mail link. */
  | { readonly kind: 'contact'; readonly text: string };

/** A numbered section of a legal document. */
export interface LegalSection {
  /** The heading without its number; numbers come from the order. */
  readonly title: string;
  /** The section's body, in reading order. */
  readonly blocks: readonly LegalBlock[];
}

/** A complete legal document such as the Terms of Service. */
export interface LegalDocument {
  /** The page heading. */
  readonly title: string;
  /** Paragraphs before the first numbered section. */
  readonly intro: readonly string[];
  /** The numbered sections, in order. */
  readonly sections: readonly LegalSection[];
}

/** Phrases as one list in a sentence: "a", "a and b", "a, b and c". */
export function listOf(phrases: readonly string[]): string {
  if (phrases.length <= 1) return phrases.join('');
  return `${phrases.slice(0, -1).join(', ')} and ${phrases.at(-1)}`;
}
