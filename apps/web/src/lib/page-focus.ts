/** The page is the one the user is looking at: a read on arrival is a real read. */
export function isPageFocused(): boolean {
  return document.visibilityState === 'visible' && document.hasFocus();
}
