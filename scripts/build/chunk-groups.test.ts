import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FRAMEWORK_DEPENDENCIES,
  FRAMEWORK_PACKAGES,
  FRAMEWORK_SERVER_ONLY,
  FRAMEWORK_SOURCES,
  FRAMEWORK_TEST,
  QUERY_PACKAGES,
  QUERY_TEST,
} from './chunk-groups';

// The chunk groups name packages by their folders in node_modules (docs/decisions.md, "Contracts
// with libraries' internals"). A release that adds, drops or renames a package would move its
// code silently out of its chunk (onto a chunk of its own, or into another page's); these fail
// first, naming the package that changed and the list to update.

const SOURCE = 'scripts/build/chunk-groups.ts';
const folder = (name: string) => resolve('node_modules', name);
const manifest = (name: string) =>
  JSON.parse(readFileSync(join(folder(name), 'package.json'), 'utf8')) as {
    version: string;
    dependencies?: Record<string, string>;
  };

/** The first JavaScript file found in a package's folder, outside its own node_modules. */
function someScript(dir: string): string | undefined {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (name === 'node_modules') continue;
    if (statSync(path).isDirectory()) {
      const found = someScript(path);
      if (found) return found;
    } else if (/\.[cm]?js$/.test(name)) return path;
  }
  return undefined;
}

/** Each package of a group that node_modules lacks, or whose files the group's test misses. */
function unmatched(names: readonly string[], test: RegExp, group: string): string[] {
  return names.flatMap((name) => {
    if (!existsSync(join(folder(name), 'package.json')))
      return [`the ${group} chunk names ${name}, which node_modules no longer holds: drop it from ${SOURCE}`];
    const script = someScript(folder(name));
    if (script && test.test(script)) return [];
    return [`the ${group} chunk's test matches no file of ${name} (${script ?? 'no JavaScript'}): see ${SOURCE}`];
  });
}

describe('the framework chunk', () => {
  it('matches a file of every package it names', () => {
    expect(unmatched(FRAMEWORK_PACKAGES, FRAMEWORK_TEST, 'framework')).toEqual([]);
  });

  it("names each package's dependencies as that package's own package.json lists them", () => {
    // A package node_modules lacks is the test above's to name.
    const installed = FRAMEWORK_PACKAGES.filter((name) => existsSync(join(folder(name), 'package.json')));
    const changed = installed.flatMap((name) => {
      const { version, dependencies = {} } = manifest(name);
      const named = [...(FRAMEWORK_DEPENDENCIES[name] ?? []), ...Object.keys(FRAMEWORK_SERVER_ONLY[name] ?? {})];
      const added = Object.keys(dependencies).filter((dependency) => !named.includes(dependency));
      const dropped = named.filter((dependency) => !(dependency in dependencies));
      return [
        ...added.map(
          (dependency) =>
            `${name} ${version} now depends on ${dependency}: add it to FRAMEWORK_DEPENDENCIES['${name}'] in ${SOURCE} if the browser loads it (every page would, from a chunk of its own), else to FRAMEWORK_SERVER_ONLY`,
        ),
        ...dropped.map((dependency) => `${name} ${version} no longer depends on ${dependency}: drop it from ${SOURCE}`),
      ];
    });
    expect(changed).toEqual([]);
  });

  it("takes in the site's own modules it names", () => {
    const missing = FRAMEWORK_SOURCES.filter((file) => !existsSync(file) || !FRAMEWORK_TEST.test(resolve(file)));
    expect(missing, `moved or renamed: update FRAMEWORK_SOURCES in ${SOURCE}`).toEqual([]);
  });
});

describe("TanStack Query's chunk", () => {
  it('matches a file of both its packages', () => {
    expect(unmatched(QUERY_PACKAGES, QUERY_TEST, 'query')).toEqual([]);
  });

  it('holds every package react-query depends on', () => {
    const { version, dependencies = {} } = manifest('@tanstack/react-query');
    const outside = Object.keys(dependencies).filter((dependency) => !QUERY_PACKAGES.includes(dependency));
    expect(
      outside.map((dependency) => `@tanstack/react-query ${version} now depends on ${dependency}`),
      `add each to QUERY_PACKAGES in ${SOURCE}`,
    ).toEqual([]);
  });
});
