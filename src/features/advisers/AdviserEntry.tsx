import './strings';
import { Button, Group, Text, UnstyledButton } from '@mantine/core';
import { useStrings } from '@/lib/use-strings';
import { advisorAreas, type Adviser } from '#site/content';
import { unitLanguage } from '@/lib/unit-language';
import { markOf, useRegionLanguage } from '@/lib/use-page-language';
import { AdviserProfileLinks } from './AdviserProfileLinks';
import { useHoverPopover } from './use-hover-popover';
import classes from './AdviserEntry.module.css';
import { AdviserCard as Card } from '@/components/AdviserCard';

type Props = { adviser: Adviser };

/** Each research area by id: an adviser's area names are marked with their own entry's language. */
const areaById = new Map(advisorAreas.map((area) => [area.id, area]));

/**
 * An adviser on the advisers page: the site's adviser card with the credential and profile
 * links; hovering (or the areas button) shows the two research areas.
 * The popover is plain markup placed under the card by CSS and rendered only while open: no
 * positioning library hydrates with the 24 cards, it stays inside `main`, and its pin button
 * comes right after the areas button in tab order.
 */
export function AdviserEntry({ adviser }: Props) {
  const { t } = useStrings();
  const popover = useHoverPopover();
  const dropdownId = `areas-${adviser.id}`;
  const region = useRegionLanguage();
  return (
    <div className={classes.holder} data-adviser={adviser.id} {...popover.handlers}>
      <Card adviser={adviser} size="full" headingOrder={2}>
        <Text size="sm" className={classes.credential}>
          {t('advisers.credential')}
        </Text>
        <AdviserProfileLinks adviser={adviser} />
        <Group justify="center" mt="sm">
          <UnstyledButton
            className={classes.areasButton}
            aria-expanded={popover.opened}
            aria-controls={popover.opened ? dropdownId : undefined}
            onClick={popover.toggle}
          >
            {t('advisers.showAreas')}
          </UnstyledButton>
        </Group>
      </Card>
      {popover.opened && (
        <div id={dropdownId} className={classes.dropdown} data-pinned={popover.pinned}>
          <Text fw={700} size="sm" mb="xs">
            {t('advisers.areasHeading')}
          </Text>
          {/* A plain list: Mantine's List stylesheet would block the first paint of the page for
              a popover that shows only on hover. */}
          <ul className={classes.areas}>
            {adviser.areaNames.map((name, index) => (
              <li key={name} lang={markOf(unitLanguage(areaById.get(adviser.areas[index]!)), region)}>
                {name}
              </li>
            ))}
          </ul>
          <Button
            size="xs"
            variant="default"
            aria-pressed={popover.pinned}
            onClick={popover.togglePin}
            mb={adviser.lattes || adviser.orcid ? 'xs' : 0}
          >
            {popover.pinned ? t('advisers.unpin') : t('advisers.pin')}
          </Button>
          <AdviserProfileLinks adviser={adviser} />
        </div>
      )}
    </div>
  );
}
