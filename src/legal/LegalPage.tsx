import { legalEffectiveDate, type LegalBlock, type LegalDocument } from '../content/legal';
import { BackHome } from '../layout/BackHome';
import { ExternalLink } from '../layout/ExternalLink';
import { siteConfig } from '../site/config';
import './LegalPage.css';

/** Props of {@link LegalPage}. */
export interface LegalPageProps {
  /** The document to show, from src/content. */
  readonly document: LegalDocument;
}

/** A legal document: its title, effective date, numbered sections and the way back home. */
export function LegalPage({ document }: LegalPageProps) {
  return (
    <article className="page page--narrow legal">
      <BackHome />
      <h1>{document.title}</h1>
      <p className="legal__effective">
        Effective <time dateTime={legalEffectiveDate.iso}>{legalEffectiveDate.written}</time>
      </p>
      {document.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {document.sections.map((section, index) => (
        <section key={section.title} aria-labelledby={`section-${index + 1}`}>
          <h2 id={`section-${index + 1}`}>
            {index + 1}. {section.title}
          </h2>
          {section.blocks.map((block, blockIndex) => (
            <LegalBlockView key={blockIndex} block={block} />
          ))}
        </section>
      ))}
      <BackHome />
    </article>
  );
}

function LegalBlockView({ block }: { readonly block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item.text}>
              {item.lead && <strong>{item.lead} </strong>}
              {item.text}
            </li>
          ))}
        </ul>
      );
    case 'processors':
      return (
        <ul>
          {siteConfig.thirdPartyProcessors.map((processor) => (
            <li key={processor.name}>
              <strong>{processor.name}</strong>, for {processor.purpose}:{' '}
              <ExternalLink href={processor.privacyPolicyUrl}>{processor.name} Privacy Policy</ExternalLink>
            </li>
          ))}
        </ul>
      );
    case 'contact':
      return (
        <p>
          {block.text} <a href={`mailto:${siteConfig.legalContactEmail}`}>{siteConfig.legalContactEmail}</a>.
        </p>
      );
  }
}
