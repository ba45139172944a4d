// Real documents written by others (../shared/corpus, with ground truth): every document of
// a type the service reads must extract with a 200, and its text must score a reasonable
// token F1 against the ground truth. Scores go to test-output/corpus-scores.json.

import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { tokenF1 } from '@docextract/plugin-kit/testing/token-f1';
import { REPO_ROOT, postFile, startTestService, type TestService } from '@docextract/plugin-kit/testing/service';
import { discoverPlugins } from '../server/plugins/discover.ts';

const CORPUS_DIR = path.resolve(REPO_ROOT, '..', 'shared', 'corpus');
// A floor per document, well under what the extractors reach: it catches a broken
// extractor, while the score file tracks quality.
const MIN_F1 = 0.5;

interface CorpusEntry {
  file: string;
  truth?: string;
  password?: string;
}

// A document is in scope when some plugin claims its extension: the corpus holds types no
// plugin reads yet, and those are not failures.
const registry = discoverPlugins(path.join(REPO_ROOT, 'plugins'));
const readable = (entry: CorpusEntry) => {
  const extension = path.extname(entry.file).toLowerCase();
  return registry.plugins.some((plugin) => plugin.manifest.extensions.includes(extension));
};

if (!existsSync(path.join(CORPUS_DIR, 'manifest.json'))) {
  console.log(`!!! SKIPPED: no corpus at ${CORPUS_DIR}; corpus tests did not run`);
  test('corpus', { skip: `no corpus at ${CORPUS_DIR}` }, () => {});
} else {
  const entries = (JSON.parse(readFileSync(path.join(CORPUS_DIR, 'manifest.json'), 'utf8')) as CorpusEntry[]).filter(readable);
  const scores: Array<{ file: string; f1: number | null; words: number }> = [];

  describe('the corpus', () => {
    let service: TestService;
    before(async () => {
      service = await startTestService({ maxUploadMb: 50, openAccess: true, env: { WORKERS: '2' }, pool: { workerMemoryMb: 512 } });
    });
    after(async () => {
      await service.close();
      const outputDir = path.join(REPO_ROOT, 'test-output');
      mkdirSync(outputDir, { recursive: true });
      const scored = scores.filter((score) => score.f1 !== null);
      const mean = scored.reduce((sum, score) => sum + score.f1!, 0) / Math.max(1, scored.length);
      writeFileSync(path.join(outputDir, 'corpus-scores.json'), JSON.stringify({ meanF1: mean, documents: scores }, null, 2));
      console.log(`corpus: ${scores.length} documents, mean token F1 ${mean.toFixed(3)} over ${scored.length} with ground truth`);
    });

    for (const entry of entries) {
      test(entry.file, async () => {
        const bytes = new Uint8Array(readFileSync(path.join(CORPUS_DIR, entry.file)));
        const fields: Record<string, string> = entry.password ? { password: entry.password } : {};
        const response = await postFile(`${service.url}/v1/extract/txt`, { bytes, name: path.basename(entry.file) }, fields);
        const body = (await response.json()) as { content?: string; metadata?: { words: number }; message?: string };
        assert.equal(response.status, 200, body.message);
        const truth = entry.truth ? readFileSync(path.join(CORPUS_DIR, entry.truth), 'utf8') : null;
        const f1 = truth === null ? null : tokenF1(body.content ?? '', truth).f1;
        scores.push({ file: entry.file, f1, words: body.metadata?.words ?? 0 });
        if (f1 !== null) assert.ok(f1 >= MIN_F1, `token F1 ${f1.toFixed(3)} is under ${MIN_F1}`);
      });
    }
  });
}
