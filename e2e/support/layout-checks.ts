import type { Page } from '@playwright/test';

/**
 * What a longer language (German, the 40 %-longer pseudo locale) breaks first (docs/i18n.md "Pseudo locales"): a
 * page that scrolls sideways, and text cut off inside its box — an element that hides or clips what overflows it
 * holding more than it shows. Returns one line per problem, empty when the page holds.
 */
export async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const sideways = document.documentElement.scrollWidth - window.innerWidth;
    if (sideways > 0) problems.push(`the page scrolls sideways by ${sideways} px`);
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      // Hidden, or visually hidden for screen readers only (a 1 px box that clips on purpose), or a one-line excerpt
      // of content cut on purpose (`data-excerpt`: a message preview, a member's e-mail and classification).
      if (!ownText || el.offsetParent === null || el.clientWidth <= 1 || el.closest('[data-excerpt]')) continue;
      const style = getComputedStyle(el);
      const hides = ['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis';
      if (hides && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`"${el.textContent?.trim().slice(0, 40)}" is cut off (${el.scrollWidth} > ${el.clientWidth} px)`);
      }
    }
    return problems;
  });
}
