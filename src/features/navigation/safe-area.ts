type Point = { x: number; y: number };
type Box = { left: number; top: number; right: number };

/** An empty polygon: a safe area that catches no pointer. */
export const NO_SAFE_AREA = 'polygon(0 0, 0 0, 0 0)';

/**
 * The safe area of an open mega-menu, as a CSS clip-path in the coordinates of `origin` (the
 * nav): the triangle from the pointer to the panel's top corners. Every straight path from the
 * pointer to a link of the panel crosses it, so laid over the neighbouring triggers it keeps
 * them from catching the pointer on its way down. A pointer already level with or below the
 * panel's top needs none.
 */
export function safeAreaClipPath(pointer: Point, origin: Point, panel: Box): string {
  const apexX = pointer.x - origin.x;
  const apexY = pointer.y - origin.y;
  // One pixel into the panel, so no seam is left between the triangle and the panel.
  const baseY = panel.top - origin.y + 1;
  if (apexY >= baseY - 1) return NO_SAFE_AREA;
  const px = (value: number) => `${Math.round(value * 10) / 10}px`;
  return `polygon(${px(apexX)} ${px(apexY)}, ${px(panel.left - origin.x)} ${px(baseY)}, ${px(panel.right - origin.x)} ${px(baseY)})`;
}
