import { describe, expect, it } from 'vitest';
import { markdownText, renderMarkdown, safeUrl } from './markdown';

describe('renderMarkdown: what an editor writes', () => {
  it.each([
    ['a paragraph', 'Olá, mundo.', '<p>Olá, mundo.</p>'],
    ['two paragraphs', 'Um.\n\nDois.', '<p>Um.</p>\n<p>Dois.</p>'],
    ['a soft line break stays in the paragraph', 'Um\ndois', '<p>Um\ndois</p>'],
    ['two spaces make a hard break', 'Um  \ndois', '<p>Um<br />\ndois</p>'],
    ['headings start at h2 (the title is the h1)', '# Título\n## Seção', '<h2>Título</h2>\n<h3>Seção</h3>'],
    ['a closing hash run is dropped', '### Parte ###', '<h4>Parte</h4>'],
    [
      'strong and emphasis',
      '**forte** e *ênfase* e __outro__ e _mais_',
      '<p><strong>forte</strong> e <em>ênfase</em> e <strong>outro</strong> e <em>mais</em></p>',
    ],
    ['emphasis inside strong', '**muito *importante***', '<p><strong>muito <em>importante</em></strong></p>'],
    ['an underscore inside a word is text', 'snake_case_name', '<p>snake_case_name</p>'],
    ['a lone asterisk is text', '2 * 3 = 6', '<p>2 * 3 = 6</p>'],
    [
      'inline code keeps its characters',
      'use `<b>` e `a*b*c`',
      '<p>use <code>&lt;b&gt;</code> e <code>a*b*c</code></p>',
    ],
    [
      'a link',
      '[edital](https://exemplo.edu.br/edital.pdf)',
      '<p><a href="https://exemplo.edu.br/edital.pdf" rel="nofollow noopener noreferrer">edital</a></p>',
    ],
    ['a link with a title', '[a](/contato "Fale conosco")', '<p><a href="/contato" title="Fale conosco">a</a></p>'],
    ['a link with emphasis inside', '[*leia*](/noticias)', '<p><a href="/noticias"><em>leia</em></a></p>'],
    [
      'parentheses inside an address',
      '[w](https://pt.wikipedia.org/wiki/X_(y))',
      '<p><a href="https://pt.wikipedia.org/wiki/X_(y)" rel="nofollow noopener noreferrer">w</a></p>',
    ],
    [
      'an autolink',
      '<https://exemplo.edu.br>',
      '<p><a href="https://exemplo.edu.br" rel="nofollow noopener noreferrer">https://exemplo.edu.br</a></p>',
    ],
    ['a mail link', '[escreva](mailto:ppg@exemplo.edu.br)', '<p><a href="mailto:ppg@exemplo.edu.br">escreva</a></p>'],
    [
      'an image by address',
      '![Foto do evento](https://exemplo.edu.br/f.jpg)',
      '<p><img src="https://exemplo.edu.br/f.jpg" alt="Foto do evento" loading="lazy" referrerpolicy="no-referrer" /></p>',
    ],
    [
      'an image of the site',
      '![*Logo*](/favicon.svg)',
      '<p><img src="/favicon.svg" alt="Logo" loading="lazy" referrerpolicy="no-referrer" /></p>',
    ],
    ['a bullet list', '- um\n- dois\n* outro', '<ul>\n<li>um</li>\n<li>dois</li>\n</ul>\n<ul>\n<li>outro</li>\n</ul>'],
    ['a numbered list that starts at 3', '3. três\n4. quatro', '<ol start="3">\n<li>três</li>\n<li>quatro</li>\n</ol>'],
    [
      'a nested list',
      '- um\n  - um.um\n- dois',
      '<ul>\n<li>um\n<ul>\n<li>um.um</li>\n</ul>\n</li>\n<li>dois</li>\n</ul>',
    ],
    [
      'a loose list keeps paragraphs',
      '- um\n\n- dois',
      '<ul>\n<li>\n<p>um</p>\n</li>\n<li>\n<p>dois</p>\n</li>\n</ul>',
    ],
    ['a lazy continuation line', '- um\ncontinua', '<ul>\n<li>um\ncontinua</li>\n</ul>'],
    ['a quote', '> citado\n> **aqui**', '<blockquote>\n<p>citado\n<strong>aqui</strong></p>\n</blockquote>'],
    [
      'a fenced code block',
      '```js\nif (a < b) alert(1)\n```',
      '<pre><code class="language-js">if (a &lt; b) alert(1)\n</code></pre>',
    ],
    ['a rule', 'a\n\n---\n\nb', '<p>a</p>\n<hr />\n<p>b</p>'],
    ['a backslash escape', '\\*não é ênfase\\*', '<p>*não é ênfase*</p>'],
    ['empty source', '', ''],
    ['no source (a NULL in the row)', null, ''],
  ])('%s', (_name, source, html) => {
    expect(renderMarkdown(source)).toBe(html);
  });
});

describe('renderMarkdown: nothing executable gets through', () => {
  it.each([
    ['a script element', '<script>alert(1)</script>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ['an event handler', '<img src=x onerror=alert(1)>', '<p>&lt;img src=x onerror=alert(1)&gt;</p>'],
    ['a javascript: link', '[clique](javascript:alert(1))', '<p>clique</p>'],
    ['a javascript: link in capitals', '[c](JaVaScRiPt:alert(1))', '<p>c</p>'],
    // A tab ends a destination, so this is no link at all: its text shows as written.
    ['a javascript: link with a tab', '[c](java\tscript:alert(1))', '<p>[c](java\tscript:alert(1))</p>'],
    ['a javascript: link with a control character', '[c](<java\u0001script:alert(1)>)', '<p>c</p>'],
    // The entity is read as the colon it stands for, and the address refused.
    ['a javascript: link with an entity', '[c](javascript&#58;alert(1))', '<p>c</p>'],
    ['a javascript: link by reference', '[c]\n\n[c]: javascript:alert(1)', '<p>c</p>'],
    ['a data: link', '[c](data:text/html;base64,PHNjcmlwdD4=)', '<p>c</p>'],
    ['a vbscript: link', '[c](vbscript:msgbox)', '<p>c</p>'],
    ['a javascript: autolink', '<javascript:alert(1)>', '<p>javascript:alert(1)</p>'],
    ['a javascript: image', '![x](javascript:alert(1))', '<p>x</p>'],
    ['a data: image', '![x](data:image/svg+xml;base64,PHN2Zz4=)', '<p>x</p>'],
    ['a tel: image', '![x](tel:+5511)', '<p>x</p>'],
    [
      'a data: image with markup (no image: the destination holds a space)',
      '![x](data:image/svg+xml,<svg onload=alert(1)>)',
      '<p>![x](data:image/svg+xml,&lt;svg onload=alert(1)&gt;)</p>',
    ],
    [
      'an HTML block',
      '<div onclick="x">\n*oi*\n</div>',
      '<p>&lt;div onclick=&quot;x&quot;&gt;\n<em>oi</em>\n&lt;/div&gt;</p>',
    ],
    ['an HTML comment', '<!-- <script>x</script> -->', '<p>&lt;!-- &lt;script&gt;x&lt;/script&gt; --&gt;</p>'],
    [
      'a quote breaking out of the attribute',
      '[c](https://a.b/"onmouseover="alert(1))',
      '<p><a href="https://a.b/%22onmouseover=%22alert(1)" rel="nofollow noopener noreferrer">c</a></p>',
    ],
    [
      'a title breaking out',
      '[c](/x "a\\" onclick=\\"b")',
      '<p><a href="/x" title="a&quot; onclick=&quot;b">c</a></p>',
    ],
    [
      'markup in an image description',
      '![<b onclick=x>](/a.png)',
      '<p><img src="/a.png" alt="&lt;b onclick=x&gt;" loading="lazy" referrerpolicy="no-referrer" /></p>',
    ],
    ['markup in a heading', '# <iframe src=x>', '<h2>&lt;iframe src=x&gt;</h2>'],
    [
      'markup in a code block',
      '```\n</code></pre><script>x</script>\n```',
      '<pre><code>&lt;/code&gt;&lt;/pre&gt;&lt;script&gt;x&lt;/script&gt;\n</code></pre>',
    ],
  ])('%s', (_name, source, html) => {
    expect(renderMarkdown(source)).toBe(html);
  });

  it('every tag it writes is one of its own, with no on* attribute', () => {
    const nasty = [
      '<svg/onload=alert(1)>',
      '[a](javascript:x) ![b](javascript:y) <a href="javascript:z">',
      '**<img src=x onerror=y>**',
      '- <style>*{}</style>\n- `<x>`',
      '> <div onclick="x">',
    ].join('\n\n');
    const html = renderMarkdown(nasty);
    const tags = [...html.matchAll(/<\/?([a-z0-9]+)/g)].map((m) => m[1]);
    expect(new Set(tags)).toEqual(new Set(['p', 'strong', 'ul', 'li', 'code', 'blockquote']));
    expect(html).not.toMatch(/<[^>]+\son\w+=/i);
    expect(html).not.toMatch(/href="javascript/i);
  });

  it.each([
    ['emphasis openers', '*a '],
    ['brackets', '['],
    ['underscores', '_'],
    ['backticks', '`a'],
    ['link starts', '[a]('],
    ['nested quotes', '> '],
    ['list items', '- a\n'],
    ['paragraphs', 'a\n\n'],
    ['link definitions and references', '[a]: /x\n\n[a]\n\n'],
  ])('a long run of %s renders, without exhausting the stack', (_name, unit) => {
    // Each of these overflowed the stack or scanned quadratically (minutes at this size) before
    // the renderer scanned brackets, code spans and closers once; the test's own timeout bounds it.
    expect(renderMarkdown(unit.repeat(10_000)).length).toBeGreaterThan(0);
    expect(() => markdownText(unit.repeat(10_000))).not.toThrow();
  });
});

describe('safeUrl', () => {
  it.each([
    ['https://a.b/c?d=e&f', false, 'https://a.b/c?d=e&amp;f'],
    ['/noticias/x', false, '/noticias/x'],
    ['#secao', false, '#secao'],
    ['tel:+551199999999', false, 'tel:+551199999999'],
    ['tel:+551199999999', true, null],
    ['javascript:alert(1)', false, null],
    [' javascript:alert(1)', false, null],
    ['\u0001javascript:alert(1)', false, null],
    ['', false, ''],
    ['/a b/ç', false, '/a%20b/%C3%A7'],
    ['/já%20codificado', false, '/j%C3%A1%20codificado'],
  ])('%j (image: %s) → %j', (url, image, expected) => {
    expect(safeUrl(url, image)).toBe(expected);
  });
});

describe('markdownText: the words a reader sees, for excerpts', () => {
  it.each([
    ['**forte** e [link](/x) e ![img](/y.png)', 'forte e link e img'],
    ['`código` e _ênfase_', 'código e ênfase'],
    ['# Título\n\nTexto com  \nquebra.\n\n- um\n- dois\n\n> citação', 'Título Texto com quebra. um dois citação'],
    ['Antes\n\n```\ncodigo()\n```\n\n---\n\ndepois', 'Antes codigo() depois'],
    ['[referência][r]\n\n[r]: https://exemplo.edu.br', 'referência'],
    ['\\*não é ênfase\\* &amp; <b>', '*não é ênfase* & <b>'],
    ['pa**la**vra e `có`digo', 'palavra e código'],
    ['', ''],
  ])('%j → %j', (source, text) => {
    expect(markdownText(source)).toBe(text);
  });
});
