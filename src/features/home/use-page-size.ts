import { useEffect, useState } from 'react';
import { carouselPageSize } from './carousel-paging';

/** The page size of the prerendered carousel (the server knows no viewport); its "Página 1 de N" uses it. */
export const PRERENDERED_PAGE_SIZE = 5;

/**
 * Carousel page size for the current viewport, right from the first render in the browser. It
 * only configures the carousel (nothing rendered depends on it), so hydration still matches the
 * prerendered page, and on a phone the carousel starts with 2 per page instead of starting with 5
 * and measuring every slide again a moment later, while the page hydrates.
 */
export function usePageSize(): number {
  const [size, setSize] = useState(() =>
    typeof window === 'undefined' ? PRERENDERED_PAGE_SIZE : carouselPageSize(window.innerWidth),
  );
  useEffect(() => {
    const update = () => setSize(carouselPageSize(window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}
