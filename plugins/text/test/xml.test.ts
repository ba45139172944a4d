// XML: text content per element, safe against entity bombs and external entities,
// depth-limited, and lenient with malformed files.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkVector, flatten, run, type Vector } from './helpers.ts';

const xml = { fileName: 'doc.xml', mimeType: 'application/xml' };

const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
 <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
 <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
 <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
 <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
 <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
]>
<lolz><title>Bomb</title><body>&lol9;</body></lolz>`;

const XXE = `<?xml version="1.0"?>
<!DOCTYPE data [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
<data><item>before &xxe; after</item></data>`;

const vectors: Vector[] = [
  {
    name: 'one paragraph per element with text, in document order',
    ...xml,
    content: '<?xml version="1.0"?>\n<catalog>\n  <book id="1">\n    <title>Dune</title>\n    <author>Frank Herbert</author>\n  </book>\n  <book><title>Emma</title></book>\n</catalog>',
    check: (result, text) => {
      assert.equal(text, 'Dune\n\nFrank Herbert\n\nEmma');
      assert.equal(result.metadata.raw?.rootElement, 'catalog');
    },
  },
  {
    name: 'mixed content: an element paragraph sits where its text starts',
    ...xml,
    content: '<r><p>Hello <b>world</b> again</p>tail</r>',
    check: (_result, text) => assert.equal(text, 'Hello again\n\nworld\n\ntail'),
  },
  {
    name: 'predefined entities and character references are decoded, once',
    ...xml,
    content: '<r><t>Fish &amp; chips &lt;3 &quot;q&quot; &apos;a&apos; &#233; &#x263A; &amp;lt;</t></r>',
    mustInclude: [`Fish & chips <3 "q" 'a' é ☺ &lt;`],
  },
  { name: 'CDATA is literal text', ...xml, content: '<r><c><![CDATA[a < b && c &amp; d]]></c></r>', mustInclude: ['a < b && c &amp; d'] },
  { name: 'attributes, comments and processing instructions are not text', ...xml, content: '<?xml-stylesheet href="s.xsl"?><r a="attr"><!-- note --><t>text</t></r>', mustInclude: ['text'], mustNotInclude: ['attr', 'note', 'xsl'] },
  { name: 'text/xml is XML too', fileName: 'feed', mimeType: 'text/xml', content: '<feed><entry>Entry text</entry></feed>', check: (result) => assert.equal(result.metadata.raw?.rootElement, 'feed') },
  { name: 'a +xml type is XML', fileName: 'pic.svg', mimeType: 'image/svg+xml', content: '<svg><text>Label</text></svg>', check: (result) => assert.equal(result.metadata.raw?.rootElement, 'svg') },
  {
    name: 'billion laughs: DTD entities are not expanded',
    ...xml,
    content: BILLION_LAUGHS,
    mustInclude: ['Bomb', '&lol9;'],
    mustNotInclude: ['lollol'],
    check: (result, text) => {
      // Read as XML (not the malformed fallback), the reference left as written.
      assert.equal(text, 'Bomb\n\n&lol9;');
      assert.equal(result.metadata.raw?.rootElement, 'lolz');
    },
  },
  {
    name: 'billion laughs in fast mode',
    ...xml,
    mode: 'fast',
    content: BILLION_LAUGHS,
    mustInclude: ['Bomb'],
    mustNotInclude: ['lollol', 'ENTITY'],
  },
  {
    name: 'external entities are never read, and the document is still read as XML',
    ...xml,
    content: XXE,
    mustNotInclude: ['root:', 'ENTITY'],
    check: (result, text) => {
      assert.equal(text, 'before &xxe; after');
      assert.equal(result.metadata.raw?.wellFormed, true);
    },
  },
  {
    name: 'malformed XML falls back to its text',
    ...xml,
    content: '<root><a>unclosed</b>\n\nsecond part',
    mustInclude: ['<root><a>unclosed</b>', 'second part'],
    check: (result) => {
      assert.equal(result.metadata.raw?.wellFormed, false);
      assert.equal(typeof result.metadata.raw?.xmlError, 'string');
      assert.equal(result.document.blocks.length, 2);
    },
  },
  { name: 'a bare ampersand is malformed, not a crash', ...xml, content: '<r>a & b</r>', mustInclude: ['<r>a & b</r>'] },
  {
    name: 'error positions count the lines of a removed DOCTYPE',
    ...xml,
    content: '<!DOCTYPE r [\n<!ENTITY a "x">\n]>\n<r>\n<a></b>\n</r>',
    check: (result) => assert.match(String(result.metadata.raw?.xmlError), /line 5\b/),
  },
  { name: 'an unclosed DOCTYPE is malformed', ...xml, content: '<!DOCTYPE r [ <!ENTITY a "x"> <r>t</r>', mustInclude: ['<!DOCTYPE r'] },
  {
    name: 'fast mode: every text run is a paragraph, even in malformed XML',
    ...xml,
    mode: 'fast',
    content: '<r><p>Hello <b>world</b></p><q>&amp; more</oops>',
    check: (result, text) => {
      assert.equal(text, 'Hello\n\nworld\n\n& more');
      assert.equal(result.metadata.raw?.rootElement, 'r');
    },
  },
  { name: 'an element-only document is empty', ...xml, content: '<r><a/><b></b></r>', check: (result) => assert.deepEqual(result.document.blocks, []) },
];

for (const vector of vectors) test(`xml: ${vector.name}`, () => checkVector(vector));

test('xml: the entity bomb finishes fast in both modes', async () => {
  for (const mode of ['structured', 'fast']) {
    const started = performance.now();
    const result = await run(mode, BILLION_LAUGHS, xml);
    const elapsed = performance.now() - started;
    assert.ok(elapsed < 1000, `${mode} took ${elapsed} ms`);
    assert.ok(flatten(result.document.blocks).length < 100);
  }
});

test('xml: nesting past the depth limit does not throw', async () => {
  const depth = 20_000;
  const content = `${'<a>'.repeat(depth)}deep${'</a>'.repeat(depth)}`;
  for (const mode of ['structured', 'fast']) {
    const result = await run(mode, content, xml);
    assert.ok(result.document.blocks.length > 0, mode);
  }
  const structured = await run('structured', content, xml);
  assert.equal(structured.metadata.raw?.wellFormed, false);
  const fast = await run('fast', content, xml);
  assert.equal(flatten(fast.document.blocks), 'deep');
});

test('xml: nesting within the limit is read normally', async () => {
  const content = `${'<a>'.repeat(50)}deep${'</a>'.repeat(50)}`;
  const result = await run('structured', content, xml);
  assert.equal(flatten(result.document.blocks), 'deep');
  assert.equal(result.metadata.raw?.wellFormed, true);
});

test('xml: paragraphs stop at the output limit', async () => {
  const items = Array.from({ length: 200 }, (_, index) => `<i>item number ${index}</i>`).join('');
  for (const mode of ['structured', 'fast']) {
    const result = await run(mode, `<list>${items}</list>`, { ...xml, maxOutputChars: 100 });
    const text = flatten(result.document.blocks).replace(/\n\n/g, '');
    assert.equal(result.metadata.raw?.truncated, true, mode);
    assert.ok(text.length <= 100, `${mode}: ${text.length}`);
    assert.ok(text.startsWith('item number 0'), mode);
  }
});
