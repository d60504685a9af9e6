import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';

/** Every path change scrolls the content area, or else the window, to the top (docs/product-rules.md "Routes"). */
function useScrollToTopOnPathChange(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    void pathname;
    const area = document.querySelector('[data-scroll-area]');
    if (area) area.scrollTop = 0;
    else window.scrollTo(0, 0);
  }, [pathname]);
}

export function RootLayout() {
  useScrollToTopOnPathChange();
  return <Outlet />;
}
