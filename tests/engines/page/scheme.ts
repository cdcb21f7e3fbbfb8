/**
 * Run in the page: the site's dark palette on or off, in any engine (its `prefers-color-scheme:
 * dark` rules made to apply, or given back, a colour's transition ended at once), or the focus
 * taken away or given back. (A tab's picture shows the page as painted after it.) Shared by the
 * checks that look at both palettes: `visitor.run(change, 'dark')`.
 */
export function change(to: 'dark' | 'light' | 'blur' | 'focus') {
  const page = window as unknown as { darkRules?: [CSSMediaRule, string][]; blurred?: HTMLElement };
  page.darkRules ??= [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule) => rule instanceof CSSMediaRule && rule.conditionText.includes('dark'))
    .map((rule) => [rule as CSSMediaRule, (rule as CSSMediaRule).media.mediaText]);
  if (to === 'blur') {
    page.blurred = document.activeElement as HTMLElement;
    page.blurred.blur();
  } else if (to === 'focus') page.blurred?.focus();
  else for (const [rule, media] of page.darkRules) rule.media.mediaText = to === 'dark' ? 'all' : media;
  for (const animation of document.getAnimations()) animation.finish();
}
