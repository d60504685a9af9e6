import { SIDEBAR_INBOX_BADGE_CAP } from '@chapter/shared/constants';
import { render } from '@testing-library/react';
import { CountBadge } from './count-badge.tsx';

const text = (el: HTMLElement) => el.firstChild?.textContent;

describe('CountBadge (caps)', () => {
  it.each([
    [1, '1'],
    [999, '999'],
    [1000, '999+'],
    [25_000, '999+'],
  ])('shows %i as %s by default', (count, shown) => {
    const { container } = render(<CountBadge count={count} />);
    expect(text(container.firstChild as HTMLElement)).toBe(shown);
  });

  it.each([
    [9999, '9999'],
    [10_000, '9999+'],
  ])('shows %i as %s with the sidebar inbox cap', (count, shown) => {
    const { container } = render(<CountBadge count={count} cap={SIDEBAR_INBOX_BADGE_CAP} />);
    expect(text(container.firstChild as HTMLElement)).toBe(shown);
  });

  it.each([0, null, undefined])('shows nothing for %s', (count) => {
    const { container } = render(<CountBadge count={count} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('tells screen readers what the number counts', () => {
    const { container } = render(<CountBadge count={4} />);
    expect(container).toHaveTextContent('4 unread');
  });
});
