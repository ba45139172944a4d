// The image extractor (PNG, JPEG, TIFF, WebP, BMP, GIF): one mode, `ocr`, the only way to read
// a picture of text. Tesseract with the English model, through the PDF plugin's OCR engine.

import type { ModeHandler } from '@docextract/contracts/plugin-api';
import { extractImage } from './extract-image.ts';

const ocr: ModeHandler = (input) => extractImage(input);

export const handlers: Record<string, ModeHandler> = { ocr };
