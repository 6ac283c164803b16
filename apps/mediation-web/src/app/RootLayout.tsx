import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';

/**
 * The frame of every route: after each navigation, focus moves to the new page's heading so a
 * keyboard or screen reader user starts reading at the top of what changed.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    // The new screen may still be loading its code; focus its heading once it is there.
    let attempts = 0;
    const timer = setInterval(() => {
      attempts += 1;
      const heading = document.querySelector<HTMLElement>('main h1, h1');
      if (heading || attempts > 40) {
        clearInterval(timer);
        if (heading && !heading.contains(document.activeElement)) {
          if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
          heading.focus({ preventScroll: false });
        }
      }
    }, 50);
    return () => clearInterval(timer);
  }, [pathname]);
  return <Outlet />;
}
