import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { decodeHtmlEntities, decodeXmlEntities, htmlNamedEntitiesAsNumeric } from '../../src/text/entities.ts';

describe('decodeXmlEntities', () => {
  test('the five predefined entities, decimal and hex references', () => {
    assert.equal(decodeXmlEntities('&lt;a&gt; &amp; &quot;b&quot; &apos;c&apos; &#233;&#xE9;&#XE9;&#x1F600;'), '<a> & "b" \'c\' ééé😀');
  });

  test('one pass: an escaped reference stays a reference', () => {
    assert.equal(decodeXmlEntities('&amp;lt; &amp;#38;'), '&lt; &#38;');
  });

  test('HTML names and names a DTD declares stay as written', () => {
    assert.equal(decodeXmlEntities('&nbsp; &lol9; &copy;'), '&nbsp; &lol9; &copy;');
  });

  test('references to no character become U+FFFD', () => {
    assert.equal(decodeXmlEntities('a&#0;b&#xD800;c&#x110000;d&#99999999999;e'), 'a\ufffdb\ufffdc\ufffdd\ufffde');
  });

  test('C1 code points are what they say in XML (no Windows-1252 remapping)', () => {
    assert.equal(decodeXmlEntities('&#x93;'), '\u0093');
  });

  test('text without an ampersand is returned as it is', () => {
    const text = 'plain text';
    assert.equal(decodeXmlEntities(text), text);
  });
});

describe('decodeHtmlEntities', () => {
  test('named references HTML5 knows, beyond the common ones', () => {
    assert.equal(decodeHtmlEntities('&nbsp;&mdash;&hellip;&eacute;&Omega;&rarr;&NotEqualTilde;&fjlig;'), '\u00a0—…éΩ→≂̸fj');
  });

  test('old names without a semicolon decode as a browser decodes them; other ampersands stay', () => {
    assert.equal(decodeHtmlEntities('&copy 2024 AT&T &bogus; & done'), '© 2024 AT&T &bogus; & done');
  });

  test('numeric references: C1 code points as browsers map them, invalid ones as U+FFFD', () => {
    assert.equal(decodeHtmlEntities('&#x93;quoted&#x94; &#0; &#xDFFF; &#1114112;'), '“quoted” \ufffd \ufffd \ufffd');
  });

  test('one pass: "&amp;nbsp;" shows "&nbsp;"', () => {
    assert.equal(decodeHtmlEntities('&amp;nbsp;'), '&nbsp;');
  });
});

describe('htmlNamedEntitiesAsNumeric', () => {
  test('HTML names become numeric references, one per code point', () => {
    assert.equal(htmlNamedEntitiesAsNumeric('a&nbsp;b&mdash;c&NotEqualTilde;'), 'a&#160;b&#8212;c&#8770;&#824;');
  });

  test('the five XML names, unknown names and numeric references stay as written', () => {
    const markup = '&amp;&lt;&gt;&quot;&apos; &lol9; &#160; &#xA0;';
    assert.equal(htmlNamedEntitiesAsNumeric(markup), markup);
  });

  test('a name after an escaped ampersand stays text', () => {
    assert.equal(htmlNamedEntitiesAsNumeric('&amp;nbsp;'), '&amp;nbsp;');
  });

  test('a name without its semicolon is not a reference in XHTML', () => {
    assert.equal(htmlNamedEntitiesAsNumeric('&copy 2024'), '&copy 2024');
  });
});
