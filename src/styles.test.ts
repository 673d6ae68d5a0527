import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// styles.ts imports Mantine's stylesheets one by one; a component used without its stylesheet
// renders unstyled. This finds every component imported from @mantine/core in src/ and checks
// its stylesheet (and those of the components it is built on) is imported.
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
  it('every Mantine component the site uses has its stylesheet imported', () => {
    const used = new Set<string>();
    for (const file of sourceFiles('src')) {
      for (const [, names] of readFileSync(file, 'utf8').matchAll(/import\s*{([^}]*)}\s*from\s*'@mantine\/core'/g)) {
        for (const raw of (names ?? '').split(',')) {
          const name = raw.replace(/^\s*type\s+/, '').split(/\s+as\s+/)[0]!.trim();
          if (/^[A-Z]/.test(name)) [name, ...(BUILT_ON[name] ?? [])].forEach((entry) => used.add(entry));
        }
      }
    }
    const imported = readFileSync('src/styles.ts', 'utf8');
    const missing = [...used].filter(
      (name) => existsSync(`node_modules/@mantine/core/styles/${name}.css`) && !imported.includes(`@mantine/core/styles/${name}.css`),
    );
    expect(missing).toEqual([]);
  });
});
