import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The home page hero's art, made at build from content: the illustrations of the research areas
// (area-groups.yaml) laid out as a staggered mosaic in one SVG file, so a new area or a new
// illustration changes the art with no other edit, and no script draws it in the browser.

const TILE = { width: 240, height: 160, gap: 20, radius: 16 };

/** One area's illustration: its SVG source, read from content. */
type Illustration = { svg: string };

/** The inner markup of an SVG file (what its root element holds) and its viewBox. */
function inner(svg: string) {
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? `0 0 ${TILE.width} ${TILE.height}`;
  const body = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return { viewBox, body };
}

/** The mosaic: two columns, the second shifted down by half a tile. */
export function heroArtSvg(illustrations: readonly Illustration[]) {
  const { width, height, gap, radius } = TILE;
  const place = (index: number) => ({
    x: (index % 2) * (width + gap),
    y: Math.floor(index / 2) * (height + gap) + (index % 2) * (height / 2),
  });
  const total = {
    width: 2 * width + gap,
    height: Math.max(...illustrations.map((_, index) => place(index).y + height)),
  };
  const tiles = illustrations.map((illustration, index) => {
    const { x, y } = place(index);
    const { viewBox, body } = inner(illustration.svg);
    return (
      `<clipPath id="t${index}"><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}"/></clipPath>` +
      `<g clip-path="url(#t${index})"><svg x="${x}" y="${y}" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">${body}</svg></g>`
    );
  });
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${total.width}" height="${total.height}" viewBox="0 0 ${total.width} ${total.height}">` +
    tiles.join('') +
    '</svg>';
  return { svg, width: total.width, height: total.height };
}

/**
 * Writes the mosaic of the area groups' illustrations (every group but the one that means "all")
 * into Velite's assets folder; returns the image as content data, in the shape of a content image.
 */
export function writeHeroArt(
  groups: readonly { id: string; image: { src: string } }[],
  assetsDir: string,
  assetsBase: string,
  /** The content file behind an asset's output name (Velite copies assets after `prepare`). */
  sourceOf: (name: string) => string | undefined,
) {
  const illustrations = groups
    .filter((group) => group.id !== 'todas' && group.image.src.endsWith('.svg'))
    .map((group) => {
      const source = sourceOf(group.image.src.slice(assetsBase.length));
      if (!source) throw new Error(`hero art: no content file for ${group.image.src}`);
      return { svg: readFileSync(source, 'utf8') };
    });
  const { svg, width, height } = heroArtSvg(illustrations);
  const file = `areas-${createHash('sha256').update(svg).digest('hex').slice(0, 6)}.svg`;
  mkdirSync(assetsDir, { recursive: true });
  writeFileSync(join(assetsDir, file), svg);
  return { src: `${assetsBase}${file}`, width, height };
}
