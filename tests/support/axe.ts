/** The accessibility rules every page is held to (docs/design.md, "The bar"). */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
