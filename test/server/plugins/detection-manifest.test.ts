import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { validateManifest } from '../../../server/plugins/manifest.ts';

const manifest = (detect: unknown) => ({ apiVersion: 1, mimeTypes: ['text/x-demo', 'text/x-other'], extensions: ['.demo', '.other'], modes: ['fast'], detect });
const refusal = (detect: unknown) => {
  try {
    validateManifest('"demo"', manifest(detect));
  } catch (error) {
    return (error as Error).message;
  }
  return assert.fail('the manifest was accepted');
};

describe('a manifest\'s detect field', () => {
  test('is optional, and read with every container field it names', () => {
    assert.deepEqual(validateManifest('"demo"', { ...manifest(undefined), detect: undefined }).detect, {});
    assert.deepEqual(validateManifest('"demo"', manifest({ 'text/x-demo': { extensions: ['.demo'], textPatterns: ['^demo:'] } })).detect, {
      'text/x-demo': { extensions: ['.demo'], zipEntries: null, zipMimetype: null, oleStreams: null, xmlRootElements: null, textPatterns: ['^demo:'], signatureRequired: false },
    });
  });

  const refused: Array<[string, unknown, RegExp]> = [
    ['a list instead of an object', [], /keyed by media type/],
    ['a type the plugin does not read', { 'text/x-third': {} }, /not one of extractor.mimeTypes/],
    ['an unknown field', { 'text/x-demo': { zipEntry: ['a'] } }, /has the field "zipEntry"/],
    ['an extension the manifest does not list', { 'text/x-demo': { extensions: ['.nope'] } }, /does not list/],
    ['one extension for two types', { 'text/x-demo': { extensions: ['.demo'] }, 'text/x-other': { extensions: ['.demo'] } }, /both text\/x-demo and text\/x-other/],
    ['a pattern that does not compile', { 'text/x-demo': { textPatterns: ['(unclosed'] } }, /not a regular expression/],
    ['a prefixed XML root', { 'text/x-demo': { xmlRootElements: ['h:html'] } }, /local name/],
    ['an empty zip entry name', { 'text/x-demo': { zipEntries: [''] } }, /non-empty strings/],
    ['a zipMimetype that is not text', { 'text/x-demo': { zipMimetype: 3 } }, /mimetype/],
    ['a signatureRequired that is not a boolean', { 'text/x-demo': { signatureRequired: 'yes' } }, /true or false/],
  ];
  for (const [name, detect, message] of refused) {
    test(`refuses ${name}, saying what to change`, () => {
      assert.match(refusal(detect), message);
      assert.match(refusal(detect), /^Plugin "demo": /);
    });
  }
});
