// One extraction, whatever the mode: read the message (.eml or .msg), then lay it out as
// header block, body and attachments, and map its headers to metadata.

import type { Block } from '@docextract/contracts/document-model';
import type { ExtractInput, ExtractResult } from '@docextract/contracts/plugin-api';
import { attachmentBlocks } from './attachment-blocks.ts';
import { bodyBlocks } from './body-blocks.ts';
import { messageMetadata } from './email-metadata.ts';
import { headerBlock } from './header-block.ts';
import { OutputBudget, outputLimitChars } from '@docextract/plugin-kit/output-budget';
import { readEml } from './read-eml.ts';
import { readMsg } from './read-msg.ts';

export type EmailMode = 'structured' | 'fast';

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export async function extractEmail(input: ExtractInput, mode: EmailMode): Promise<ExtractResult> {
  const message = isOutlookMessage(input) ? readMsg(input.bytes) : await readEml(input.bytes);
  const maxChars = outputLimitChars(input.limits.maxOutputChars);
  const structured = mode === 'structured';

  const header = headerBlock(message);
  const body = await bodyBlocks(message, structured, maxChars, input.extractEmbedded);
  const blocks: Block[] = [...(header ? [header] : []), ...body.blocks];
  // What the header and body spent is what attachments may not. Fast mode lists attachments
  // (cheap, and useful) but reads none of them.
  const budget = new OutputBudget(maxChars);
  budget.spendBlocks(blocks);
  const attachments = await attachmentBlocks(message.attachments, structured, budget, input.extractEmbedded);
  blocks.push(...attachments.blocks);

  return {
    document: { blocks },
    metadata: messageMetadata(message, { bodyFormat: body.format, htmlProblem: body.htmlProblem, rtfProblem: body.rtfProblem, attachments: attachments.reports, truncated: attachments.truncated }),
  };
}

/** The core says so for a .msg; an OLE file handed over under another name is one too. */
function isOutlookMessage(input: ExtractInput): boolean {
  if (input.mimeType === 'application/vnd.ms-outlook') return true;
  return OLE_SIGNATURE.every((byte, index) => input.bytes[index] === byte);
}

