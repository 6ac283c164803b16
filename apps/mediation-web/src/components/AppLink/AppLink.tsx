import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/**
 * A link to a screen of the app: a plain click navigates in place (React Router's `useLinkClickHandler`),
 * a modified one (new tab, new window) is the browser's. React Router's own `Link` also prefetches the
 * next route's modules in framework mode, code this app would carry to every page for nothing.
 */
export function AppLink({ to, children }: { to: string; children: ReactNode }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <a href={href} onClick={onClick}>
      {children}
    </a>
  );
}
