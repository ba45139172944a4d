// What every part of one conversion reads: the caller's options with defaults filled in.

import { cleanAltText } from '@docextract/plugin-kit/alt-text';
import type { HtmlElement } from './dom-slice.ts';
import { INVISIBLE_ELEMENTS } from './element-kinds.ts';
import { tagOf } from './dom-slice.ts';

export interface HtmlToModelOptions {
  /** The document's own address, for resolving relative links; without it they lose their href. */
  baseUrl?: URL | null;
  /**
   * How a picture's alt text reads: as plain words in the sentence (a web page, where images
   * are often words), or as "[alt]" (a book or Word document, where an image is a figure).
   */
  imageAlt?: 'text' | 'bracketed';
  /** Elements the caller's format hides beyond what HTML hides (an EPUB's page-break markers). */
  isHidden?: (element: HtmlElement) => boolean;
  /** Past this element depth, content is kept as plain text. */
  maxDepth?: number;
}

/**
 * Real documents nest a few dozen levels; a nesting bomb nests thousands. Past this the
 * converter, which recurses, reads plain text.
 */
const DEFAULT_MAX_DEPTH = 64;
/**
 * Lists and quotes nested deeper than this are read into their parent: each level indents
 * every line under it when rendered, and no reader follows such nesting.
 */
export const MAX_NESTED_CONTAINERS = 10;

export interface ConvertContext {
  baseUrl: URL | null;
  imageAlt: 'text' | 'bracketed';
  maxDepth: number;
  isHidden(element: HtmlElement): boolean;
  altText(element: HtmlElement): string;
}

export function convertContext(options: HtmlToModelOptions): ConvertContext {
  const extraHidden = options.isHidden;
  return {
    baseUrl: options.baseUrl ?? null,
    imageAlt: options.imageAlt ?? 'text',
    maxDepth: options.maxDepth ?? DEFAULT_MAX_DEPTH,
    isHidden: (element) => INVISIBLE_ELEMENTS.has(tagOf(element)) || element.hasAttribute('hidden') || (extraHidden?.(element) ?? false),
    altText(element) {
      const alt = cleanAltText(element.getAttribute('alt') ?? '');
      if (!alt) return '';
      return this.imageAlt === 'bracketed' ? `[${alt}]` : ` ${alt} `;
    },
  };
}
