import { describe, expect, it } from 'vitest';
import {
  BASELINE_CSP,
  VLIBRAS_ORIGIN,
  contentSecurityPolicy,
  headersFile,
  headersFor,
  inlineScripts,
  parseHeadersFile,
  ruleMatches,
} from './security-headers.ts';

describe('inlineScripts', () => {
  it.each([
    ['an inline script', '<script>a()</script>', ['a()']],
    ['a module script', '<script type="module">b()</script>', ['b()']],
    ['an external script', '<script src="/x.js"></script>', []],
    ['a JSON-LD block (data, never run)', '<script type="application/ld+json">{"@type":"Thing"}</script>', []],
    ['both', '<script>c()</script><script type="application/ld+json">{}</script>', ['c()']],
  ])('%s', (_label, html, bodies) => expect(inlineScripts(html)).toEqual(bodies));
});

describe('rules of dist/_headers, applied as the hosts apply them', () => {
  it.each([
    ['/*', '/qualquer/coisa', true],
    ['/assets/*', '/assets/app.js', true],
    ['/assets/*', '/assetsx/app.js', false],
    ['/noticias/*', '/noticias/um-post', true],
    ['/noticias/*', '/noticias', false],
    ['/orientadores', '/orientadores', true],
    ['/orientadores', '/orientadores/x', false],
    ['/', '/orientadores', false],
  ])('%s matches %s: %s', (pattern, path, expected) => {
    expect(ruleMatches(pattern, path)).toBe(expected);
  });

  it('joins a header two rules set, so the browser enforces both policies', () => {
    const rules = parseHeadersFile(
      headersFile({
        pages: [
          { path: '/orientadores', csp: "script-src 'self' 'sha256-a'" },
          { path: '/noticias/*', csp: "script-src 'self' 'sha256-b'" },
        ],
      }),
    );
    expect(headersFor(rules, '/orientadores')['Content-Security-Policy']).toBe(
      `${BASELINE_CSP}, script-src 'self' 'sha256-a'`,
    );
    expect(headersFor(rules, '/noticias/x')['Content-Security-Policy']).toBe(
      `${BASELINE_CSP}, script-src 'self' 'sha256-b'`,
    );
    expect(headersFor(rules, '/assets/a.js')['Content-Security-Policy']).toBe(BASELINE_CSP);
    expect(headersFor(rules, '/assets/a.js')['Cache-Control']).toContain('immutable');
    expect(headersFor(rules, '/orientadores')['Cache-Control']).toBeUndefined();
  });
});

describe('contentSecurityPolicy', () => {
  const directives = (policy: string) =>
    Object.fromEntries(
      policy.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values];
      }),
    );
  const policy = directives(contentSecurityPolicy({ hashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"] }));

  it('allows inline scripts only by hash, each once, sorted', () => {
    expect(policy['script-src']).toContain("'sha256-a'");
    expect(policy['script-src']?.filter((value) => value.startsWith("'sha256-"))).toEqual(["'sha256-a'", "'sha256-b'"]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
  });

  it.each(['script-src', 'style-src', 'img-src', 'connect-src', 'frame-src'])(
    'lets VLibras (%s) load what it needs from its own origin once asked for',
    (name) => expect(policy[name]).toContain(VLIBRAS_ORIGIN),
  );

  it('shows images from any https address (news posts written in /cms), never plain http', () => {
    expect(policy['img-src']).toContain('https:');
    expect(policy['img-src']).not.toContain('http:');
  });

  it('frames nothing but VLibras, is framed by nobody, embeds no plugins', () => {
    expect(policy['frame-src']).toEqual([VLIBRAS_ORIGIN]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  });
});
