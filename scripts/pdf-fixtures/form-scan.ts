// A scanned intake form: a letterhead in large capitals over a ruled line, a title, labelled
// fields and a numbered list, drawn at 200 dpi and saved as a JPEG as a scanner would. It is the
// layout where a scan's first line used to go missing and its lines ran into one paragraph.

import { createCanvas, GlobalFonts } from '@napi-rs/canvas';

const SCAN_DPI = 200;
/** US letter, in points. */
export const FORM_PAGE = { width: 612, height: 792 };

interface DrawnLine {
  text: string;
  /** Type size in points. */
  sizePt: number;
  bold?: boolean;
  /** Left edge and baseline, in points from the page's top left. */
  xPt: number;
  yPt: number;
}

const FORM_LINES: DrawnLine[] = [
  { text: 'SEATTLE GENERAL HOSPITAL', sizePt: 22, bold: true, xPt: 72, yPt: 84 },
  { text: 'Patient Admission Form', sizePt: 16, bold: true, xPt: 72, yPt: 136 },
  { text: 'Please complete every field below in block capitals and sign at the', sizePt: 11, xPt: 72, yPt: 170 },
  { text: 'bottom of the page before handing the form to the front desk.', sizePt: 11, xPt: 72, yPt: 186 },
  { text: 'Patient Details', sizePt: 16, bold: true, xPt: 72, yPt: 230 },
  { text: 'Full name: Margaret Ellison', sizePt: 11, xPt: 72, yPt: 262 },
  { text: 'Date of birth: 14 March 1962', sizePt: 11, xPt: 72, yPt: 282 },
  { text: 'Ward: Cardiology, room 412', sizePt: 11, xPt: 72, yPt: 302 },
  { text: 'Before Admission', sizePt: 16, bold: true, xPt: 72, yPt: 346 },
  { text: '1. Bring a list of the medicines you take.', sizePt: 11, xPt: 72, yPt: 378 },
  { text: '2. Do not eat after midnight.', sizePt: 11, xPt: 72, yPt: 398 },
  { text: '3. Leave jewellery and valuables at home.', sizePt: 11, xPt: 72, yPt: 418 },
];

export function formScanJpeg(regularFontPath: string, boldFontPath: string): { jpeg: Buffer; width: number; height: number } {
  GlobalFonts.registerFromPath(regularFontPath, 'FormScan');
  GlobalFonts.registerFromPath(boldFontPath, 'FormScanBold');
  const pixelsPerPoint = SCAN_DPI / 72;
  const width = Math.round(FORM_PAGE.width * pixelsPerPoint);
  const height = Math.round(FORM_PAGE.height * pixelsPerPoint);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#f6f4f0';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#151515';
  for (const line of FORM_LINES) {
    context.font = `${Math.round(line.sizePt * pixelsPerPoint)}px ${line.bold ? 'FormScanBold' : 'FormScan'}`;
    context.fillText(line.text, line.xPt * pixelsPerPoint, line.yPt * pixelsPerPoint);
  }
  // The letterhead's rule, close under the first line, as printed forms have it.
  context.fillRect(72 * pixelsPerPoint, 96 * pixelsPerPoint, (FORM_PAGE.width - 144) * pixelsPerPoint, 2 * pixelsPerPoint);
  return { jpeg: canvas.encodeSync('jpeg', 70), width, height };
}
