import { useEffect, useState } from 'react';
import { carouselPageSize } from './carousel-paging';

/** Carousel page size for the current viewport; 5 on the server and until hydrated. */
export function usePageSize(): number {
  const [size, setSize] = useState(5);
  useEffect(() => {
    const update = () => setSize(carouselPageSize(window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return size;
}
