/**
 * The Privacy Policy's promises about stored data: every record it stores is in section 2, field
 * by field, and no retention period it states contradicts a record it covers. (That the records
 * are the ones the specification names is checked in tests/unit/specification.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import type { LegalBlock } from './legal';
import { coveredBy, privacyPolicy, retentionRules, retentionSentence, storedRecords } from './privacy';

/** The text of a block, for searching. */
const textOf = (block: LegalBlock) =>
  block.kind === 'list'
    ? block.items.map((item) => `${item.lead ?? ''} ${item.text}`).join('\n')
    : 'text' in block
      ? block.text
      : '';

/** A numbered section's text. */
const sectionText = (title: string) =>
  privacyPolicy.sections
    .find((section) => section.title === title)
    ?.blocks.map(textOf)
    .join('\n') ?? '';

describe('the Privacy Policy', () => {
  it('lists every record it stores in section 2, in its own words', () => {
    const collected = sectionText('Information we collect');
    for (const record of storedRecords) {
      expect(collected).toContain(`${record.name}:`);
      for (const field of record.fields) expect(collected).toContain(field.text);
    }
  });

  it('states one retention period for every stored field, the one that field has', () => {
    const retention = sectionText('Retention and security');
    const sentences = retentionRules.map(retentionSentence);
    for (const record of storedRecords) {
      for (const field of record.fields) {
        // A field is covered by its own words, or by its record's when the whole record is kept alike.
        const mentions = (sentence: string) =>
          sentence.includes(field.text) || sentence.includes(record.summary);
        const covering = sentences.filter(mentions);
        expect(covering, `${record.name}: ${field.text}`).toEqual([retentionSentence(field.retention)]);
        expect(retention).toContain(covering[0]);
      }
    }
  });

  it('keeps account balances as long as the account, not for a fixed period', () => {
    const remaining = storedRecords
      .flatMap((record) => record.fields)
      .find((field) => field.text.includes('deep dives remaining'));
    expect(remaining?.retention).toEqual({ until: 'accountClosed' });
    expect(coveredBy({ months: 12 }).join(' ')).not.toContain('deep dives remaining');
  });
});
