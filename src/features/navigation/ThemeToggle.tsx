import { ActionIcon, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useStrings } from '@/lib/use-strings';
import { useEarlyTaps } from '@/lib/early-taps';

/**
 * Dark/light switch. Both icons and labels are rendered and CSS shows the right one from
 * <html data-mantine-color-scheme>, so the prerendered HTML is right before hydration too.
 * Until it has started, a tap is index.html's early script's (`data-early`), which switches the
 * look itself; the switch then takes over the look shown.
 */
export function ThemeToggle() {
  const { t } = useStrings();
  const { colorScheme, setColorScheme, toggleColorScheme } = useMantineColorScheme();
  // The look the early script may have switched to is the one the provider keeps.
  const toLight = useEarlyTaps<HTMLButtonElement>(() => {
    const shown = document.documentElement.getAttribute('data-mantine-color-scheme');
    if ((shown === 'light' || shown === 'dark') && shown !== colorScheme) setColorScheme(shown);
  });
  const toDark = useEarlyTaps<HTMLButtonElement>();

  return (
    <>
      <ActionIcon
        ref={toLight}
        data-early="theme"
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
        ref={toDark}
        data-early="theme"
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
