import { useEffect, useRef, useState } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { focusPageHeading } from './page-heading';

/**
 * After a client-side page change, focus goes to the new page's h1 and a polite live region
 * reads out the new title, as a full page load would. Not on the first load, and not when only
 * the query changes (filters and tabs keep focus where the visitor is).
 */
export function RouteAnnouncer() {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const previous = useRef(pathname);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (pathname === previous.current) return;
    const first = previous.current === undefined;
    previous.current = pathname;
    if (first) return;
    focusPageHeading(document);
    setMessage(document.title);
  }, [pathname]);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-route-announcer>
      {message}
    </div>
  );
}
