import {
  IconAward,
  IconBook,
  IconBooks,
  IconBuilding,
  IconBulb,
  IconCalendar,
  IconChartBar,
  IconClipboardList,
  IconCoins,
  IconFileText,
  IconFlask,
  IconHeart,
  IconHeartHandshake,
  IconHelpCircle,
  IconInfoCircle,
  IconLink,
  IconMail,
  IconMap2,
  IconMicroscope,
  IconScale,
  IconSchool,
  IconSearch,
  IconSpeakerphone,
  IconStar,
  IconTarget,
  IconUsers,
  IconWorld,
  type IconProps,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { IconName } from '@/lib/icon-names';

const ICONS: Record<IconName, ComponentType<IconProps>> = {
  award: IconAward,
  book: IconBook,
  building: IconBuilding,
  calendar: IconCalendar,
  chart: IconChartBar,
  clipboard: IconClipboardList,
  coins: IconCoins,
  file: IconFileText,
  flask: IconFlask,
  globe: IconWorld,
  graduation: IconSchool,
  handshake: IconHeartHandshake,
  heart: IconHeart,
  help: IconHelpCircle,
  info: IconInfoCircle,
  library: IconBooks,
  link: IconLink,
  mail: IconMail,
  map: IconMap2,
  megaphone: IconSpeakerphone,
  microscope: IconMicroscope,
  patent: IconBulb,
  scale: IconScale,
  search: IconSearch,
  star: IconStar,
  target: IconTarget,
  users: IconUsers,
};

/** A decorative icon named by content; hidden from screen readers (the text beside it speaks). */
export function Icon({ name, size = 24, ...props }: { name: IconName } & IconProps) {
  const Component = ICONS[name];
  return <Component size={size} stroke={1.6} aria-hidden focusable={false} {...props} />;
}
