import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import { Carousel } from '@mantine/carousel';
import '@mantine/carousel/styles.css';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useStrings } from '@/lib/use-strings';
import { markOf, useAreaLanguage, useRegionLanguage } from '@/lib/use-page-language';
import { HydrateLater, hydrateNow } from '@/lib/hydrate-later';
import { advisers } from '#site/content';
import { nextPage, previousPage } from './carousel-paging';
import { PRERENDERED_PAGE_SIZE, usePageSize } from './use-page-size';
import classes from './AdvisersCarousel.module.css';
import { AdviserCard } from '@/components/AdviserCard';

const homeAdvisers = advisers.filter((adviser) => adviser.showOnHome);

/**
 * Advisers on the home page, a page of 2, 3 or 5 at a time. The arrows move by a whole page and
 * wrap at both ends, so they never disable (docs/decisions.md, Pages and content).
 */
export function AdvisersCarousel() {
  // The carousel's words, figures and lists in the language its strings come in (the home page's
  // `pages` area), marked so where that differs from the text around it.
  const language = useAreaLanguage('pages');
  const lang = markOf(language, useRegionLanguage());
  const { t } = useStrings({ lng: language });
  const pageSize = usePageSize();
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null);
  // With reduced motion the arrows jump to the page instead of sliding to it.
  const reduceMotion = useReducedMotion();
  // Until the carousel has started, the page count is the prerendered one.
  const [page, setPage] = useState({ index: 0, count: Math.ceil(homeAdvisers.length / PRERENDERED_PAGE_SIZE) });

  // The prerendered page carries the first page of slides only (the rest were a third of the
  // home page's elements, laid out before it could respond); the others join once the carousel
  // has started, rendered in a transition so React does it in small tasks, and embla measures
  // them again as they arrive.
  const [complete, setComplete] = useState(false);
  useEffect(() => {
    if (embla) startTransition(() => setComplete(true));
  }, [embla]);

  useEffect(() => {
    if (!embla || !complete) return;
    const sync = () => setPage({ index: embla.selectedScrollSnap(), count: embla.scrollSnapList().length });
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => void embla.off('select', sync).off('reInit', sync);
  }, [embla, complete]);

  // An arrow pressed before the carousel has started (a tap right after the page appears, on a
  // slow phone) is kept and carried out once it has, instead of doing nothing.
  const [waitingStep, setWaitingStep] = useState<typeof nextPage | null>(null);
  const go = useCallback(
    (step: typeof nextPage) => {
      if (!embla || !complete) {
        hydrateNow();
        return setWaitingStep(() => step);
      }
      embla.scrollTo(step(embla.selectedScrollSnap(), embla.scrollSnapList().length), reduceMotion);
    },
    [embla, complete, reduceMotion],
  );
  useEffect(() => {
    if (!embla || !complete || !waitingStep) return;
    setWaitingStep(null);
    go(waitingStep);
  }, [embla, complete, waitingStep, go]);

  // The slides change only with the language, and once when they are all shown. Kept as the same
  // elements, they are not rendered again when the carousel's own state changes (it starts, the
  // page size or the current page changes): that re-rendered all twenty cards three times right
  // after hydration.
  // Words every slide repeats are looked up once, not once per slide.
  const slides = useMemo(() => {
    const slide = t('pages.home.carousel.slide');
    const availability = {
      true: { label: t('pages.home.carousel.available'), hint: t('pages.home.carousel.availableHint') },
      false: { label: t('pages.home.carousel.unavailable'), hint: t('pages.home.carousel.unavailableHint') },
    };
    const shown = complete ? homeAdvisers : homeAdvisers.slice(0, PRERENDERED_PAGE_SIZE);
    return shown.map((adviser, index) => (
      <Carousel.Slide
        key={adviser.id}
        // Mantine's defaults ('slide', 'Carousel slide') are English and name no one.
        aria-roledescription={slide}
        aria-label={t('pages.home.carousel.slideLabel', {
          position: index + 1,
          count: homeAdvisers.length,
          name: adviser.name,
        })}
      >
        <AdviserCard adviser={adviser} size="compact">
          <Group justify="center" gap={6} mt={6}>
            <Badge
              size="sm"
              variant="light"
              tt="none"
              color={adviser.available ? 'green' : 'orange'}
              data-available={adviser.available}
              className={classes.availability}
              title={availability[`${adviser.available}`].hint}
            >
              {availability[`${adviser.available}`].label}
            </Badge>
          </Group>
          <Text size="xs" mt={6}>
            {t('pages.home.carousel.lines', { lines: adviser.written[language].lines })}
          </Text>
          <Text size="xs">{t('pages.home.carousel.score', { score: adviser.written[language].score })}</Text>
        </AdviserCard>
      </Carousel.Slide>
    ));
  }, [t, language, complete]);

  // One element for as long as the page size stays: an update to it before the carousel has
  // hydrated would make React drop its prerendered markup (see HydrateLater).
  const carousel = useMemo(
    () => (
      <Carousel
        // The region and its Portuguese description are the Stack's above: Mantine's root would be
        // a second region described in English ('carousel'; an empty description is not exposed,
        // and undefined would bring Mantine's back), and its 'Slide 1 of 4' status (hidden by the
        // stylesheet) would repeat our own page count in English.
        role="group"
        aria-roledescription=""
        className={classes.carousel}
        getEmblaApi={setEmbla}
        withControls={false}
        slideSize={{ base: '50%', sm: '33.3333%', md: '20%' }}
        slideGap="md"
        emblaOptions={{ align: 'start', slidesToScroll: pageSize, containScroll: 'trimSnaps' }}
      >
        {slides}
      </Carousel>
    ),
    [slides, pageSize],
  );

  return (
    <Stack
      gap="md"
      lang={lang}
      role="region"
      aria-roledescription={t('pages.home.carousel.role')}
      aria-label={t('pages.home.carousel.label')}
    >
      {/* The carousel's library starts after the rest of the page has hydrated. */}
      <HydrateLater>{carousel}</HydrateLater>
      <Group justify="center" gap="md">
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          onClick={() => go(previousPage)}
          aria-label={t('pages.home.carousel.previous')}
        >
          <IconChevronLeft size={20} aria-hidden />
        </ActionIcon>
        <Text size="sm" aria-live="polite" data-testid="carousel-page">
          {t('pages.home.carousel.page', { page: page.index + 1, count: page.count })}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          onClick={() => go(nextPage)}
          aria-label={t('pages.home.carousel.next')}
        >
          <IconChevronRight size={20} aria-hidden />
        </ActionIcon>
      </Group>
    </Stack>
  );
}
