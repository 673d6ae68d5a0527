// The icons content files may name. Shared by the Velite schemas (build-time check)
// and the Icon component (rendering), so a typo in content fails the build.
export const ICON_NAMES = [
  'award',
  'book',
  'building',
  'calendar',
  'chart',
  'clipboard',
  'coins',
  'file',
  'flask',
  'globe',
  'graduation',
  'handshake',
  'heart',
  'help',
  'info',
  'library',
  'link',
  'mail',
  'map',
  'megaphone',
  'microscope',
  'patent',
  'scale',
  'search',
  'star',
  'target',
  'users',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
