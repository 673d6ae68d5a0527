import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Mantine's stylesheets are imported one by one; a component used without its stylesheet renders
// unstyled. The page shell's components have theirs in styles.ts (the entry stylesheet, linked by
// every page); any other file that renders a Mantine component imports its stylesheet itself, so
// the sheet travels with the route that needs it. This checks every file in src/ against that
// rule, including the sheets of the components each one is built on.
//
// Which component renders which is Mantine's to change in any release: the lists below are
// compared with Mantine's own source, and a failure names the component whose parts changed
// (docs/decisions.md, "Contracts with libraries' internals").

/**
 * The Mantine components with a stylesheet that each component renders as the site uses it, so
 * that stylesheet goes with its own; a part's own parts are on the part's entry.
 */
const BUILT_ON: Record<string, string[]> = {
  Button: ['UnstyledButton', 'Loader'],
  ActionIcon: ['UnstyledButton', 'Loader'],
  Accordion: ['UnstyledButton'],
  Anchor: ['Text'],
  Burger: ['UnstyledButton'],
  Tabs: ['UnstyledButton'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  NativeSelect: ['Input'],
  PasswordInput: ['Input', 'ActionIcon'],
  Notification: ['CloseButton', 'Loader'],
  Card: ['Paper'],
  Alert: ['CloseButton'],
  CloseButton: ['UnstyledButton'],
};

/** Components with a stylesheet that a component's source imports, but whose sheet the site leaves out, and why. */
const LEFT_OUT: Record<string, Record<string, string>> = {
  Input: { CloseButton: 'only for a clearable input', Loader: 'only for an input marked as loading' },
  NativeSelect: {
    Combobox: "only the select's arrow takes its size and colour from it; the admin area's selects go without",
  },
};

/** The components of Mantine's other packages the site uses, and the core components each renders. */
const RENDERED_BY: Record<string, { from: string; parts: string[] }> = {
  Notifications: { from: '@mantine/notifications', parts: ['Notification'] },
  Carousel: { from: '@mantine/carousel', parts: ['UnstyledButton', 'VisuallyHidden'] },
};

const CORE = resolve('node_modules/@mantine/core');
const CORE_VERSION = (JSON.parse(readFileSync(join(CORE, 'package.json'), 'utf8')) as { version: string }).version;
const COMPONENTS = join(CORE, 'esm', 'components');
const hasSheet = (name: string) => existsSync(join(CORE, 'styles', `${name}.css`));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The components a file imports by name from a package. */
function importedFrom(source: string, from: string): string[] {
  const pattern = new RegExp(`import\\s*{([^}]*)}\\s*from\\s*'${from.replace('/', '\\/')}'`, 'g');
  return [...source.matchAll(pattern)].flatMap(([, names]) =>
    (names ?? '')
      .split(',')
      .map((raw) =>
        raw
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim(),
      )
      .filter((name) => /^[A-Z]/.test(name)),
  );
}

/** A component with every part it is built on, and their parts in turn. */
function withParts(name: string, into = new Set<string>()): Set<string> {
  if (into.has(name)) return into;
  into.add(name);
  for (const part of BUILT_ON[name] ?? []) withParts(part, into);
  return into;
}

/** The components a file renders: what it imports from Mantine, and what those are built on. */
function renderedBy(source: string): Set<string> {
  const used = new Set<string>();
  for (const name of importedFrom(source, '@mantine/core')) withParts(name, used);
  for (const [name, { from, parts }] of Object.entries(RENDERED_BY))
    if (importedFrom(source, from).includes(name)) parts.forEach((part) => withParts(part, used));
  return used;
}

describe('Mantine stylesheets', () => {
  it('every Mantine component a file uses has its stylesheet in that file or in styles.ts', () => {
    const shell = readFileSync('src/styles.ts', 'utf8');
    const missing: string[] = [];
    for (const file of sourceFiles('src')) {
      const source = readFileSync(file, 'utf8');
      for (const name of renderedBy(source)) {
        const sheet = `@mantine/core/styles/${name}.css`;
        if (hasSheet(name) && !shell.includes(sheet) && !source.includes(sheet)) missing.push(`${file}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('the carousel and notifications packages bring their stylesheets where they are used', () => {
    for (const file of sourceFiles('src')) {
      const source = readFileSync(file, 'utf8');
      if (/import\s*{\s*Carousel\b[^}]*}\s*from '@mantine\/carousel'/.test(source))
        expect(source, file).toContain(`'@mantine/carousel/styles.css'`);
      if (/import\s*{\s*Notifications\b[^}]*}\s*from '@mantine\/notifications'/.test(source))
        expect(source, file).toContain(`'@mantine/notifications/styles.css'`);
    }
  });
});

/**
 * The components whose classes Mantine's source of a component renders: the other components'
 * files it imports, from its own folder and through any file that does not style itself (TextInput's
 * InputBase, Chip's CheckIcon), that import their component's classes. Null when Mantine has no
 * folder for it.
 */
function partsInMantine(name: string): string[] | null {
  const start = join(COMPONENTS, name, `${name}.mjs`);
  if (!existsSync(start)) return null;
  const parts = new Set<string>();
  const seen = new Set<string>();
  const queue = [start];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/^import [^;]*?from "(\.[^"]+)"/gm)) {
      const target = resolve(dirname(file), spec!);
      const component = relative(COMPONENTS, target).split(/[\\/]/)[0]!;
      if (component.startsWith('..')) continue;
      // A file of another component's that imports its classes (<Name>.module.mjs) needs its sheet.
      const styled = component !== name && hasSheet(component) && /\.module\.mjs"/.test(readFileSync(target, 'utf8'));
      if (styled) parts.add(component);
      else queue.push(target);
    }
  }
  return [...parts].sort();
}

/** The components with a stylesheet one of Mantine's other packages imports from @mantine/core. */
function partsInPackage(from: string): string[] {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : name.endsWith('.mjs') ? [path] : [];
    });
  const names = files(resolve('node_modules', from, 'esm')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/import\s*{([^}]*)}\s*from\s*"@mantine\/core"/g)].flatMap(([, list]) =>
      (list ?? '').split(',').map((entry) => entry.split(/\s+as\s+/)[0]!.trim()),
    ),
  );
  return [...new Set(names)].filter(hasSheet).sort();
}

describe("the lists of Mantine's parts, against Mantine's source", () => {
  const mantine = `@mantine/core ${CORE_VERSION}`;
  const used = new Set(sourceFiles('src').flatMap((file) => [...renderedBy(readFileSync(file, 'utf8'))]));

  it('each component listed still imports every part listed for it', () => {
    const lists = {
      BUILT_ON,
      LEFT_OUT: Object.fromEntries(Object.entries(LEFT_OUT).map(([k, v]) => [k, Object.keys(v)])),
    };
    const stale = Object.entries(lists).flatMap(([list, entries]) =>
      Object.entries(entries).flatMap(([name, parts]) => {
        const found = partsInMantine(name);
        if (!found) return [`${mantine} has no component ${name} (esm/components/${name}): drop ${list}.${name}`];
        return parts
          .filter((part) => !found.includes(part))
          .map(
            (part) =>
              `${mantine}: ${name} no longer imports ${part}'s classes: drop it from ${list}.${name} (src/styles.test.ts)`,
          );
      }),
    );
    expect(stale).toEqual([]);
  });

  it('every part a used component imports is listed, as rendered or left out', () => {
    const unlisted = [...used]
      .sort()
      .flatMap((name) =>
        (partsInMantine(name) ?? [])
          .filter((part) => !(BUILT_ON[name] ?? []).includes(part) && !(part in (LEFT_OUT[name] ?? {})))
          .map(
            (part) =>
              `${mantine}: ${name} imports ${part}'s classes, and neither BUILT_ON.${name} nor LEFT_OUT.${name} (src/styles.test.ts) lists it: add it to BUILT_ON if the site's ${name} renders it, else to LEFT_OUT with why`,
          ),
      );
    expect(unlisted).toEqual([]);
  });

  it("each other package's component renders the core parts listed for it", () => {
    const changed = Object.entries(RENDERED_BY).flatMap(([name, { from, parts }]) => {
      const found = partsInPackage(from);
      return found.join() === [...parts].sort().join()
        ? []
        : [`${from}'s ${name} now imports ${found.join(', ')} from @mantine/core: set RENDERED_BY.${name} to them`];
    });
    expect(changed).toEqual([]);
  });

  it('lists only components the site uses', () => {
    const unused = [...Object.keys(BUILT_ON), ...Object.keys(LEFT_OUT)].filter((name) => !used.has(name));
    expect(unused, 'no file in src/ uses these any more: drop their entries').toEqual([]);
  });
});
