import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { resolvePackagePath } from '../../src/zip/package-path.ts';

describe('resolvePackagePath', () => {
  test('relative to the folder of the part that holds the reference', () => {
    assert.equal(resolvePackagePath('word/document.xml', 'media/image1.png'), 'word/media/image1.png');
    assert.equal(resolvePackagePath('ppt/slides/slide1.xml', '../media/image1.png'), 'ppt/media/image1.png');
    assert.equal(resolvePackagePath('content.xml', 'Object 1'), 'Object 1');
  });

  test('"./" and empty segments are skipped', () => {
    assert.equal(resolvePackagePath('OEBPS/text/ch1.xhtml', './../images/./x.png'), 'OEBPS/images/x.png');
    assert.equal(resolvePackagePath('content.xml', './Object 1/'), 'Object 1');
  });

  test('a leading slash starts from the package root', () => {
    assert.equal(resolvePackagePath('word/document.xml', '/customXml/item1.xml'), 'customXml/item1.xml');
    assert.equal(resolvePackagePath('OEBPS/content.opf', '/etc/passwd'), 'etc/passwd');
  });

  test('percent-encoding is decoded; a fragment and a query are dropped', () => {
    assert.equal(resolvePackagePath('OEBPS/content.opf', 'text/a%20b.xhtml#frag'), 'OEBPS/text/a b.xhtml');
    assert.equal(resolvePackagePath('OEBPS/content.opf', 'ch1.xhtml?x=1'), 'OEBPS/ch1.xhtml');
    assert.equal(resolvePackagePath('a.xml', '100%.png'), '100%.png');
  });

  test('climbing above the package root is refused, however it is spelled', () => {
    assert.equal(resolvePackagePath('OEBPS/content.opf', '../../etc/passwd'), null);
    assert.equal(resolvePackagePath('word/document.xml', '../../x.xml'), null);
    assert.equal(resolvePackagePath('content.xml', '..'), null);
    assert.equal(resolvePackagePath('OEBPS/content.opf', '%2e%2e/%2e%2e/etc/passwd'), null);
    assert.equal(resolvePackagePath('OEBPS/content.opf', '/../x'), null);
  });

  test('backslashes, NULs, schemes and hosts name no part of the package', () => {
    assert.equal(resolvePackagePath('OEBPS/content.opf', '..\\..\\windows\\win.ini'), null);
    assert.equal(resolvePackagePath('OEBPS/content.opf', 'a%5Cb.xhtml'), null);
    assert.equal(resolvePackagePath('OEBPS/content.opf', 'a%00.xhtml'), null);
    assert.equal(resolvePackagePath('OEBPS/content.opf', 'file:///etc/passwd'), null);
    assert.equal(resolvePackagePath('OEBPS/content.opf', 'https://example.com/x'), null);
    assert.equal(resolvePackagePath('OEBPS/content.opf', '//example.com/x'), null);
  });

  test('a reference to nothing is null', () => {
    assert.equal(resolvePackagePath('OEBPS/content.opf', ''), null);
    assert.equal(resolvePackagePath('OEBPS/content.opf', '#only-a-fragment'), null);
    assert.equal(resolvePackagePath('a.xml', './'), null);
  });
});
