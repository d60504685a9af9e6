import { type ComponentProps, startTransition, useEffect, useRef, useState } from 'react';

/**
 * A box that keeps its size and renders its content once it comes within 200 px of the viewport, as a transition,
 * so React can split the work and a phone's main thread stays free for taps (docs/web-delivery.md). For costly
 * content below the fold, such as charts. Without IntersectionObserver the content renders at once.
 */
export function WhenVisible({ children, ...box }: ComponentProps<'div'>) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setShown(true));
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} {...box}>
      {shown ? children : null}
    </div>
  );
}
