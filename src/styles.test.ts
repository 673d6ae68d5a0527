import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Mantine's stylesheets are imported one by one; a component used without its stylesheet renders
// unstyled. The page shell's components have theirs in styles.ts (the entry stylesheet, linked by
// every page); any other file that renders a Mantine component imports its stylesheet itself, so
// the sheet travels with the route that needs it. This checks every file in src/ against that
// rule, including the sheets of the components each one is built on.
const BUILT_ON: Record<string, string[]> = {
  Button: ['UnstyledButton', 'Loader'],
  ActionIcon: ['UnstyledButton', 'Loader'],
  Accordion: ['UnstyledButton'],
  Burger: ['UnstyledButton'],
  Tabs: ['UnstyledButton'],
  Chip: ['Checkbox'],
  TextInput: ['Input'],
  PasswordInput: ['Input', 'ActionIcon'],
  Notification: ['CloseButton', 'Loader'],
  Table: ['ScrollArea'],
  Popover: ['Paper'],
  Card: ['Paper'],
  Alert: ['CloseButton'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('Mantine stylesheets', () => {
  it('every Mantine component a file uses has its stylesheet in that file or in styles.ts', () => {
    const shell = readFileSync('src/styles.ts', 'utf8');
    const missing: string[] = [];
    for (const file of sourceFiles('src')) {
      const source = readFileSync(file, 'utf8');
      const used = new Set<string>();
      for (const [, names] of source.matchAll(/import\s*{([^}]*)}\s*from\s*'@mantine\/core'/g)) {
        for (const raw of (names ?? '').split(',')) {
          const name = raw
            .replace(/^\s*type\s+/, '')
            .split(/\s+as\s+/)[0]!
            .trim();
          if (/^[A-Z]/.test(name)) [name, ...(BUILT_ON[name] ?? [])].forEach((entry) => used.add(entry));
        }
      }
      for (const name of used) {
        const sheet = `@mantine/core/styles/${name}.css`;
        if (existsSync(`node_modules/${sheet}`) && !shell.includes(sheet) && !source.includes(sheet))
          missing.push(`${file}: ${name}`);
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
