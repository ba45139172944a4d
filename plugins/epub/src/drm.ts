// DRM: an EPUB whose content documents are encrypted (META-INF/encryption.xml lists them
// with a cipher) cannot be read, and no password would help: the key sits with a DRM
// server. It is refused as 'unsupported' (not 'password-required', which would tell the
// client to send one). Font obfuscation (IDPF and Adobe) also lives in encryption.xml but
// touches only fonts; such books are read as usual, as are books whose only encrypted
// resources are pictures or fonts.

import { BadInputError } from '@docextract/contracts/plugin-api';
import type { OfficeZip } from '@docextract/plugin-kit/zip';
import { attr, descendants } from '@docextract/plugin-kit/xml';
import { resolvePackagePath } from '@docextract/plugin-kit/package-path';
import type { PackageDocument } from './package-document.ts';
import { readXml } from './package-document.ts';

const FONT_OBFUSCATION = new Set(['http://www.idpf.org/2008/embedding', 'http://ns.adobe.com/pdf/enc#RC']);

/** Paths (inside the zip) of resources encrypted with a real cipher. */
export function encryptedPaths(zip: OfficeZip): Set<string> {
  const root = readXml(zip, 'META-INF/encryption.xml');
  const paths = new Set<string>();
  if (!root) return paths;
  for (const data of descendants(root, 'EncryptedData')) {
    const method = descendants(data, 'EncryptionMethod')[0];
    if (method && FONT_OBFUSCATION.has(attr(method, 'Algorithm') ?? '')) continue;
    const reference = descendants(data, 'CipherReference')[0];
    // URIs in encryption.xml are relative to the root of the container.
    const target = reference ? resolvePackagePath('', attr(reference, 'URI') ?? '') : null;
    if (target) paths.add(target.toLowerCase());
  }
  return paths;
}

/** Refuses a book whose chapters are among the encrypted paths. */
export function refuseDrm(encrypted: Set<string>, book: PackageDocument): void {
  if (book.spine.some((item) => item.path && encrypted.has(item.path.toLowerCase()))) throw drmError();
}

export function drmError(): BadInputError {
  return new BadInputError('unsupported', 'the EPUB is DRM-protected: its chapters are encrypted, and DRM-protected books cannot be read here');
}
