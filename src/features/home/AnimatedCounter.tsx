import { useEffect, useRef, useState } from 'react';
import { Text } from '@mantine/core';
import { useContentLanguage } from '@/lib/use-page-language';
import { countUpValue, formatCount } from './count-up';

type Props = { value: number; label: string; durationMs: number };

/**
 * The final figure is in the prerendered HTML (crawlers, no-JS visitors); in the browser it
 * counts up from zero the first time it scrolls into view, unless the visitor prefers less motion.
 */
export function AnimatedCounter({ value, label, durationMs }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(value);
  const language = useContentLanguage();

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      observer.disconnect();
      const start = performance.now();
      const tick = (now: number) => {
        setShown(countUpValue(value, now - start, durationMs));
        if (now - start < durationMs) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, durationMs]);

  return (
    <div ref={ref}>
      {/* Screen readers get the final figure once, not every frame. */}
      <Text fz={{ base: 36, sm: 44 }} fw={800} lh={1.1} aria-hidden>
        {formatCount(shown, language)}
      </Text>
      <Text className="visually-hidden">{formatCount(value, language)}</Text>
      <Text size="sm" mt={4}>
        {label}
      </Text>
    </div>
  );
}
