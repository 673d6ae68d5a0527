import { ActionIcon, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useStrings } from '@/lib/use-strings';

/**
 * Dark/light switch. Both icons and labels are rendered and CSS shows the right one from
 * <html data-mantine-color-scheme>, so the prerendered HTML is right before hydration too.
 */
export function ThemeToggle() {
  const { t } = useStrings();
  const { toggleColorScheme } = useMantineColorScheme();
  return (
    <>
      <ActionIcon
        variant="default"
        size="lg"
        radius="xl"
        onClick={toggleColorScheme}
        aria-label={t('layout.theme.toLight')}
        lightHidden
      >
        <IconSun size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        radius="xl"
        onClick={toggleColorScheme}
        aria-label={t('layout.theme.toDark')}
        darkHidden
      >
        <IconMoon size={18} aria-hidden />
      </ActionIcon>
    </>
  );
}
