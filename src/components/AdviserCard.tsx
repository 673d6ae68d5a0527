import type { ReactNode } from 'react';
import { Card, Text, Title } from '@mantine/core';
import { useStrings } from '@/lib/use-strings';
import { markOf, useAreaLanguage, useRegionLanguage } from '@/lib/use-page-language';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import { ContentImage } from './ContentImage';

type Props = {
  /** `hasPhoto`: a photo, described by the name; else a portrait of the initials, decorative. */
  adviser: { name: string; photo: { src: string; width: number; height: number }; hasPhoto: boolean };
  /** `compact`: the home carousel's five-across cards; `full`: the advisers page's grid. */
  size: 'compact' | 'full';
  /** The page's heading level for the name (the advisers page lists them under its h1). */
  headingOrder?: 2 | 3;
  /** What the page adds under the name: availability and lines, or the credential and areas. */
  children?: ReactNode;
};

const PHOTO_SIZE = { compact: 96, full: 128 };

/**
 * An adviser's card wherever the site shows one: the frame, the round photo and the name look
 * the same on the home carousel and on the advisers page, from this one place. Its few rules are
 * style props rather than a stylesheet: shared by two pages, a stylesheet of its own would be one
 * more render-blocking file on each.
 */
export function AdviserCard({ adviser, size, headingOrder, children }: Props) {
  // The photo's description is the shell's words (`common`), marked with their language.
  const language = useAreaLanguage('common');
  const { t } = useStrings({ lng: language });
  const altLang = markOf(language, useRegionLanguage());
  const photo = PHOTO_SIZE[size];
  const nameGap = size === 'full' ? 'md' : 'sm';
  return (
    <Card
      withBorder
      radius="lg"
      padding={size === 'full' ? 'lg' : 'md'}
      h="100%"
      ta="center"
      style={{ alignItems: 'center' }}
      data-adviser-card
    >
      <ContentImage
        image={adviser.photo}
        alt={adviser.hasPhoto ? t('common.photoOf', { name: adviser.name }) : ''}
        lang={adviser.hasPhoto ? altLang : undefined}
        style={{
          display: 'block',
          width: photo,
          height: photo,
          borderRadius: '50%',
          objectFit: 'cover',
          background: 'light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-5))',
        }}
      />
      {headingOrder ? (
        <Title order={headingOrder} size="h5" mt={nameGap}>
          {adviser.name}
        </Title>
      ) : (
        <Text fw={700} size="sm" mt={nameGap}>
          {adviser.name}
        </Text>
      )}
      {children}
    </Card>
  );
}
