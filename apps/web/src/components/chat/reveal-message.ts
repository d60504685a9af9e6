const HIGHLIGHT_MS = 1600;

/**
 * Brings a loaded message into view and marks it for a moment (a reply's quote, a search result). False when the
 * message is not on the page, so the caller can say why.
 */
export function revealMessage(id: number, behavior: ScrollBehavior = 'smooth'): boolean {
  const item = document.querySelector<HTMLElement>(`li[data-message-id="${id}"]`);
  if (!item) return false;
  item.scrollIntoView?.({ block: 'center', behavior });
  item.dataset.highlighted = 'true';
  item.tabIndex = -1;
  item.focus({ preventScroll: true });
  window.setTimeout(() => delete item.dataset.highlighted, HIGHLIGHT_MS);
  return true;
}
