/**
 * The product's wave mark, drawn inline in the header so the first paint needs no extra request.
 * public/favicon.svg draws the same mark; a test keeps the two alike.
 */
import './BrandMark.css';

/** The mark's three waves, in a 32 × 32 box. */
export const brandMarkWaves =
  'M5 11c4-3 7 3 11 0s7-3 11 0M5 17c4-3 7 3 11 0s7-3 11 0M5 23c4-3 7 3 11 0s7-3 11 0';

/** The mark, decorative: the product name beside it says what it is. */
export function BrandMark() {
  return (
    <svg
      className="brand-mark"
      viewBox="0 0 32 32"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <rect className="brand-mark__tile" width="32" height="32" rx="7" />
      <path className="brand-mark__waves" d={brandMarkWaves} />
    </svg>
  );
}
