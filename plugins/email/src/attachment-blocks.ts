// The "Attachments" section: every attachment listed with its type and size, then, in
// structured mode, each one that a plugin reads under a heading with its name. Reading goes
// through extractEmbedded, so a .docx attachment gets the docx plugin, a forwarded message
// this plugin again (the core's nesting limit ends a message that contains itself), and a
// type no plugin reads is listed only.

import type { Block } from '@docextract/contracts/document-model';
import type { ExtractInput } from '@docextract/contracts/plugin-api';
import { nameForDetection, type MessageAttachment } from './parsed-message.ts';
import { blocksHaveText } from '@docextract/plugin-kit/has-text';
import type { OutputBudget } from '@docextract/plugin-kit/output-budget';
import { demoteHeadings } from './demote-headings.ts';

/** Bounds on a hostile message with thousands of parts: listed, and read through plugins. */
const MAX_LISTED = 500;
const MAX_EXTRACTED = 50;

export interface AttachmentReport {
  name: string;
  mediaType: string;
  size: number | null;
  /** The plugin that read it, when one did. */
  extractedBy: string | null;
  problem: string | null;
}

export interface AttachmentSection {
  blocks: Block[];
  reports: AttachmentReport[];
  truncated: boolean;
}

export async function attachmentBlocks(attachments: MessageAttachment[], extract: boolean, budget: OutputBudget, extractEmbedded: ExtractInput['extractEmbedded']): Promise<AttachmentSection> {
  const shown = attachments.filter((attachment) => !attachment.inline);
  const listed = shown.slice(0, MAX_LISTED);
  const reports: AttachmentReport[] = listed.map((attachment) => ({ name: attachment.name, mediaType: attachment.mediaType, size: attachment.size, extractedBy: null, problem: null }));
  if (listed.length === 0) return { blocks: [], reports, truncated: false };

  const blocks: Block[] = [
    { type: 'heading', level: 2, content: [{ type: 'text', text: 'Attachments' }] },
    { type: 'list', ordered: false, items: listed.map((attachment) => ({ blocks: [{ type: 'paragraph', content: [{ type: 'text', text: describe(attachment) }] }] })) },
  ];
  let truncated = shown.length > listed.length;
  if (!extract || !extractEmbedded) return { blocks, reports, truncated };

  for (const [index, attachment] of listed.entries()) {
    const report = reports[index]!;
    if (index >= MAX_EXTRACTED || budget.charsLeft === 0) {
      truncated = true;
      report.problem = 'not read: the output limit was reached';
      continue;
    }
    try {
      const read = await extractEmbedded(attachment.content(), nameForDetection(attachment.name, attachment.mediaType));
      report.problem = read.problem;
      if (!blocksHaveText(read.blocks)) continue;
      report.extractedBy = read.plugin;
      blocks.push({ type: 'heading', level: 2, content: [{ type: 'text', text: attachment.name }] }, ...demoteHeadings(read.blocks, 2));
      budget.spendBlocks(read.blocks);
    } catch (error) {
      // extractEmbedded reports failures itself; this is reading the .msg storage failing.
      report.problem = `could not be read: ${(error as Error).message.slice(0, 200)}`;
    }
  }
  return { blocks, reports, truncated };
}

/** "report.pdf (application/pdf, 1.2 MB)" */
function describe(attachment: MessageAttachment): string {
  const details = [attachment.mediaType, attachment.size === null ? null : formatSize(attachment.size)].filter(Boolean).join(', ');
  return `${attachment.name} (${details})`;
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
