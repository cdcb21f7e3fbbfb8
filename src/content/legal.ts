/** Shapes shared by the legal documents, so their text stays data and their layout stays code. */

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
