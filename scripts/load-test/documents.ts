// Request bodies for the load test: each document as a ready multipart/form-data body, built
// once, so the load generator spends its time sending rather than encoding.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface LoadDocument {
  name: string;
  contentType: string;
  body: Buffer;
}

const BOUNDARY = 'docextract-load-test-boundary';

export function multipartDocument(name: string, bytes: Buffer): LoadDocument {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return { name, contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: Buffer.concat([head, bytes, tail]) };
}

/** About 2 KB of plain English text in paragraphs. */
export function smallTextDocument(): LoadDocument {
  const paragraph = 'The quick brown fox jumps over the lazy dog while the service reads every word of it. ';
  const text = Array.from({ length: 6 }, () => paragraph.repeat(4)).join('\n\n');
  return multipartDocument('small.txt', Buffer.from(text.slice(0, 2048)));
}

/** Small documents plus the larger fixtures of every format the repository makes. */
export function loadMixedDocuments(root: string): LoadDocument[] {
  const documents = [smallTextDocument()];
  for (const folder of ['fixtures', 'fixtures/office', 'fixtures/pdf']) {
    const dir = path.join(root, folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      if (!/\.(txt|md|csv|html|json|xml|pdf|docx|xlsx|pptx)$/i.test(name) || /bomb|corrupt|truncat|cyclic|encrypt|password|empty|blank|named|random/i.test(name)) continue;
      documents.push(multipartDocument(name, readFileSync(path.join(dir, name))));
    }
  }
  return documents;
}
