import './SectionHeading.css';

/** The words at the top of a section, as its content module writes them. */
export interface SectionIntro {
  /** The small label above the heading. */
  readonly eyebrow: string;
  /** The section's heading. */
  readonly heading: string;
  /** One line under the heading. */
  readonly lead: string;
}

/** Props of {@link SectionHeading}. */
export interface SectionHeadingProps extends SectionIntro {
  /** The `id` of the `h2`, which names the section (`aria-labelledby`). */
  readonly id: string;
  /** The section's own class for placing the block (grid area, spacing, alignment). */
  readonly className: string;
}

/** The top of a landing-page section: eyebrow, `h2` and lead, the same in every section. */
export function SectionHeading({ id, eyebrow, heading, lead, className }: SectionHeadingProps) {
  return (
    <header className={`section-heading ${className}`}>
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id}>{heading}</h2>
      <p className="section-heading__lead">{lead}</p>
    </header>
  );
}
