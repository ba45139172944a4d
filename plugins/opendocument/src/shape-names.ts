// Drawing elements (local names) that sit inside or between paragraphs and hold their own
// content: frames (text boxes, images, tables, objects), groups and shapes with text.

export const SHAPES = new Set([
  'frame', 'g', 'custom-shape', 'rect', 'ellipse', 'circle', 'polygon', 'polyline', 'path', 'line', 'connector', 'caption', 'measure', 'regular-polygon',
]);
