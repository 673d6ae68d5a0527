import { useEffect, useRef, useState } from 'react';

/**
 * The search field's text, kept apart from the URL's term. The URL records the search (to share
 * it, to come back to it) but changes a navigation after each letter: a field held to it lost the
 * letters typed while the router caught up. So the field shows what was typed, and follows the URL
 * only when the URL changes while none of the field's own navigations is under way (a link to a
 * search, the page hydrating with one).
 *
 * `change(term, navigate)`: shows `term` at once, and runs the navigation that records it.
 */
export function useSearchTerm(urlTerm: string) {
  const [term, setTerm] = useState(urlTerm);
  const pending = useRef(0);
  useEffect(() => {
    if (pending.current === 0) setTerm(urlTerm);
  }, [urlTerm]);
  const change = (next: string, navigate: () => Promise<unknown>) => {
    setTerm(next);
    pending.current += 1;
    void navigate().finally(() => {
      pending.current -= 1;
    });
  };
  return [term, change] as const;
}
