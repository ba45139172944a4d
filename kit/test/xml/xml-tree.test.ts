import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isBadInputError } from '@docextract/contracts/plugin-api';
import { attr, child, childElements, descendants, ownText, parseXml, path, prefixedAttr, textOf } from '../../src/xml/xml-tree.ts';

const SLIDE = `<?xml version="1.0" encoding="UTF-8"?>
<p:sld xmlns:p="urn:p" xmlns:a="urn:a" xmlns:r="urn:r">
  <p:cSld><p:spTree>
    <p:sp><p:txBody><a:p><a:r><a:t>Fish </a:t></a:r><a:r><a:t>&amp; chips</a:t></a:r></a:p></p:txBody></p:sp>
    <p:pic r:embed="rId7" descr="A &quot;heron&quot;"/>
  </p:spTree></p:cSld>
</p:sld>`;

describe('xml tree', () => {
  test('names lose their prefixes; attributes are found by local or prefixed name', () => {
    const root = parseXml(SLIDE);
    assert.equal(root.name, 'sld');
    const tree = path(root, 'cSld', 'spTree')!;
    assert.deepEqual(childElements(tree).map((element) => element.name), ['sp', 'pic']);
    const picture = child(tree, 'pic')!;
    assert.equal(attr(picture, 'embed'), 'rId7');
    assert.equal(prefixedAttr(picture, 'embed'), 'rId7');
    assert.equal(prefixedAttr(picture, 'descr'), undefined);
    assert.equal(attr(picture, 'descr'), 'A "heron"');
  });

  test('text of runs, in document order, with entities decoded', () => {
    const root = parseXml(SLIDE);
    assert.equal(textOf(descendants(root, 'p')[0]), 'Fish & chips');
    assert.equal(descendants(root, 't').length, 2);
    assert.equal(ownText(descendants(root, 't')[1]), '& chips');
    assert.equal(path(root, 'missing', 'cSld'), undefined);
  });

  test('no root element, a DTD and a nesting bomb are corrupt documents', () => {
    const corrupt = (error: unknown) => isBadInputError(error) && error.reason === 'corrupt';
    assert.throws(() => parseXml('<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>'), corrupt);
    assert.throws(() => parseXml(`${'<g>'.repeat(5000)}${'</g>'.repeat(5000)}`), corrupt);
    assert.throws(() => parseXml('just text'), corrupt);
  });
});
