// From PDF user space (y up, the page unrotated) to the page's upright device frame (y down
// from the top-left corner of the visible box, /Rotate applied), as a viewer shows the page.

export interface PageFrame {
  width: number;
  height: number;
  /** Quarter turns clockwise the page is shown at (its /Rotate). */
  rotation: number;
  toDevice(x: number, y: number): [number, number];
}

/** `box` is the visible box in user space: left, bottom, right, top. */
export function pageFrame(left: number, bottom: number, right: number, top: number, rotation: number): PageFrame {
  const boxWidth = right - left;
  const boxHeight = top - bottom;
  const quarter = ((rotation % 4) + 4) % 4;
  const sideways = quarter % 2 === 1;
  const toDevice = (x: number, y: number): [number, number] => {
    switch (quarter) {
      case 1:
        return [y - bottom, x - left];
      case 2:
        return [right - x, y - bottom];
      case 3:
        return [top - y, right - x];
      default:
        return [x - left, top - y];
    }
  };
  return { width: sideways ? boxHeight : boxWidth, height: sideways ? boxWidth : boxHeight, rotation: quarter, toDevice };
}
