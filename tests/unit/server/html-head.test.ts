import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../src/server/http/escape-html.ts';
import { createHtmlShell, toScriptJson } from '../../../src/server/http/html-head.ts';
import { clipText } from '../../../src/server/search/listing-head.ts';
import { renderSitemapIndex, renderUrlset } from '../../../src/server/search/sitemap.ts';

const INDEX = `<!doctype html>
<html>
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The app." />
    <title>SpareStock</title>
    <style>body{}</style>
  </head>
  <body><svg><title>logo</title></svg></body>
</html>`;

describe('createHtmlShell', () => {
  it('puts the page’s tags where the title was, once, and keeps the rest of the file as it is', () => {
    const html = createHtmlShell(INDEX).render({
      title: 'A & B',
      description: 'Why "this"',
      canonical: 'https://x.test/a?b=1&c=2',
      robots: 'noindex',
    });
    expect(html).toBe(`<!doctype html>
<html>
  <head>
    <meta charset="UTF-8" />
    <title>A &amp; B</title>
    <meta name="description" content="Why &quot;this&quot;" />
    <meta name="robots" content="noindex" />
    <link rel="canonical" href="https://x.test/a?b=1&amp;c=2" />
    <style>body{}</style>
  </head>
  <body><svg><title>logo</title></svg></body>
</html>`);
  });

  it('keeps index.html’s description when the page gives none, and names Twitter tags by name, others by property', () => {
    const html = createHtmlShell(INDEX).render({
      title: 'T',
      meta: [
        { property: 'og:title', content: 'T' },
        { property: 'twitter:card', content: 'summary' },
      ],
    });
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="The app." />');
    expect(html).toContain('<meta property="og:title" content="T" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('adds a title to a head without one (not the body’s SVG title), and refuses a file with no head', () => {
    const html = createHtmlShell('<html><head></head><body><svg><title>x</title></svg></body></html>').render({ title: 'T' });
    expect(html).toBe('<html><head><title>T</title>\n</head><body><svg><title>x</title></svg></body></html>');
    expect(() => createHtmlShell('<html><body></body></html>')).toThrow('no </head>');
  });
});

describe('first paint', () => {
  const WITH_SPLASH = INDEX.replace('<body>', '<body><div id="root"><!-- first-paint --><p>Loading…</p><!-- /first-paint --></div>');
  const PAINT = {
    kind: 'listing' as const,
    heading: 'MCB <b>"C16"</b> & co',
    label: 'New condition',
    subheading: 'Electrical Components',
    price: '£4.50 + VAT',
    image: { src: '/media/1/a-thumb.jpg?x=1&y=2', alt: 'Photo 1 of "it"' },
  };

  it('puts the page’s first paint in the splash’s place, every value escaped', () => {
    const html = createHtmlShell(WITH_SPLASH).render({ title: 'T', firstPaint: PAINT });
    expect(html).not.toContain('Loading…');
    expect(html).toContain('<h1 class="text-2xl font-bold tracking-tight text-fg">MCB &lt;b&gt;&quot;C16&quot;&lt;/b&gt; &amp; co</h1>');
    expect(html).toContain('<img src="/media/1/a-thumb.jpg?x=1&amp;y=2" alt="Photo 1 of &quot;it&quot;" fetchpriority="high"');
    expect(html).toContain('>£4.50 + VAT</p>');
    expect(html).toContain('>New condition</p>');
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<div id="root"><div class="flex min-h-dvh flex-col" aria-busy="true">[\s\S]*<\/main><\/div><\/div>/);
  });

  it('paints search results as cards, each a link, every value escaped; photos after the first row load lazily', () => {
    const card = (n: number) => ({
      href: `/listing/${n}-mcb-c16`,
      title: `MCB <i>${n}</i>`,
      price: '£4.50',
      vatNote: '+ VAT',
      quantity: 'Qty 3',
      place: '2.3 mi · B9',
      image: n === 6 ? undefined : `/media/${n}/t.jpg?a=1&b=2`,
    });
    const html = createHtmlShell(WITH_SPLASH).render({
      title: 'T',
      firstPaint: { kind: 'results', heading: 'Results for “<mcb>”', summary: '6 results', cards: [1, 2, 3, 4, 5, 6].map(card) },
    });
    expect(html).not.toContain('Loading…');
    expect(html).toContain('>Results for “&lt;mcb&gt;”</h1>');
    expect(html).toContain('>6 results</h2>');
    expect(html.match(/<li><article/g)).toHaveLength(6);
    expect(html).toContain('<a href="/listing/2-mcb-c16" class="after:absolute after:inset-0">MCB &lt;i&gt;2&lt;/i&gt;</a>');
    expect(html).toContain('<img src="/media/1/t.jpg?a=1&amp;b=2" alt="" fetchpriority="high"');
    expect(html).toContain('<img src="/media/2/t.jpg?a=1&amp;b=2" alt="" class=');
    expect(html).toContain('<img src="/media/5/t.jpg?a=1&amp;b=2" alt="" loading="lazy"');
    expect(html).not.toContain('/media/6/');
    expect(html.match(/>2\.3 mi · B9<\/p>/g)).toHaveLength(6);
    expect(html.match(/<h1/g)).toHaveLength(1);
  });

  it('keeps the splash for pages without one, and index.html as it is when it has no markers', () => {
    expect(createHtmlShell(WITH_SPLASH).render({ title: 'T' })).toContain('<!-- first-paint --><p>Loading…</p><!-- /first-paint -->');
    expect(createHtmlShell(INDEX).render({ title: 'T', firstPaint: PAINT })).not.toContain('<h1');
  });
});

describe('escaping', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('writes JSON that no string value can end a script element with, and that parses back the same', () => {
    const value = { name: '</script><script>alert(1)</script> <!-- & \u2028' };
    const json = toScriptJson(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('escapes sitemap URLs', () => {
    expect(renderUrlset([{ loc: 'https://x.test/a?b=1&c=<2>', lastmod: '2025-01-01T00:00:00.000Z' }])).toContain(
      '<url><loc>https://x.test/a?b=1&amp;c=&lt;2&gt;</loc><lastmod>2025-01-01T00:00:00.000Z</lastmod></url>',
    );
    expect(renderSitemapIndex([{ loc: 'https://x.test/s.xml' }])).toContain('<sitemap><loc>https://x.test/s.xml</loc></sitemap>');
  });
});

describe('clipText', () => {
  it('flattens whitespace and cuts at a word, within the limit, with an ellipsis', () => {
    expect(clipText('  a\n b  ')).toBe('a b');
    const clipped = clipText('word '.repeat(60));
    expect(clipped.length).toBeLessThanOrEqual(160);
    expect(clipped).toMatch(/word…$/);
    expect(clipText('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
