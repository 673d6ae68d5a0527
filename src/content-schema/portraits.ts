import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// An adviser without a photo gets a portrait made at build time: their initials on a colour of
// the site's palette, the colours taken in turn down the list, so neighbouring cards never share
// one. A file like any content image: no script draws it in the browser.

/** Shade 9 of the palette's colours (src/app/palette.json; grey 7): white initials read on each. */
export const PORTRAIT_COLOURS = ['#087f5b', '#1864ab', '#d9480f', '#2b8a3e', '#495057'] as const;
export const PORTRAIT_SIZE = 256;

/** Where Velite writes content images, and the address the site serves them from (velite.config.ts). */
export const ASSETS_DIR = 'public/static';
export const ASSETS_BASE = '/static/';

type Person = { id: string; name: string };

/** The initials of a name without its title: first and last name ("Profa. Dra. Helena V. Amaral" → "HA"). */
export function initials(name: string): string {
  const words = name
    .replace(/^Prof(a)?\.\s+Dr(a)?\.\s+/, '')
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The portrait's SVG: a square of the colour with the person's initials in white. */
export function portraitSvg(person: Person, colour: string): string {
  const size = PORTRAIT_SIZE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="${colour}"/>` +
    `<text x="50%" y="50%" dy=".35em" text-anchor="middle" fill="#fff" font-family="Arial,sans-serif" font-size="${size * 0.4}" font-weight="700">${initials(person.name)}</text>` +
    '</svg>'
  );
}

/** The colour of the person at this place in the list. */
export const portraitColour = (index: number) => PORTRAIT_COLOURS[index % PORTRAIT_COLOURS.length]!;

/** The portrait's file name, with a hash of its content so a changed one is fetched anew. */
export function portraitFile(person: Person, colour: string): string {
  const hash = createHash('sha256').update(portraitSvg(person, colour)).digest('hex').slice(0, 6);
  return `iniciais-${person.id}-${hash}.svg`;
}

/** The image a portrait takes in content data, in the shape of a content image. */
export function portraitImage(person: Person, colour: string) {
  const size = PORTRAIT_SIZE;
  const src = `${ASSETS_BASE}${portraitFile(person, colour)}`;
  return { src, width: size, height: size };
}

/** Ids of the advisers whose content has no photo, noted as their entries are read. */
export const withoutPhoto = new Set<string>();

/**
 * Gives each adviser without a photo its portrait, coloured by their place in the list, and writes
 * the files into Velite's assets folder.
 */
export function writePortraits(advisers: (Person & { photo: { src: string } })[], dir: string) {
  mkdirSync(dir, { recursive: true });
  advisers.forEach((adviser, index) => {
    if (!withoutPhoto.has(adviser.id)) return;
    const colour = portraitColour(index);
    adviser.photo = portraitImage(adviser, colour);
    writeFileSync(join(dir, portraitFile(adviser, colour)), portraitSvg(adviser, colour));
  });
}
