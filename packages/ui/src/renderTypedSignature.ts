/**
 * Draws `name` in the signature font onto a canvas and returns it as a PNG data URL
 * (`data:image/png;base64,…`): the same payload a drawn signature sends as the §7 sign body's
 * `handwritten_signature` (with `handwritten_signature_type: 'typed'`). `font` is a CSS font
 * family list (the page's `--ink-font-signature`); the image is 600×150 px, dark ink on
 * transparent, the text scaled down to fit. Returns undefined for a blank name or without a 2D
 * context (old browsers, jsdom without canvas).
 */
export function renderTypedSignature(name: string, font: string, document_: Document = document): string | undefined {
  const text = name.trim();
  if (!text) return undefined;
  const canvas = document_.createElement('canvas');
  canvas.width = 600;
  canvas.height = 150;
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  let size = 72;
  context.font = `${size}px ${font}`;
  // Long names shrink to the canvas (with a margin) rather than being cut off.
  const width = context.measureText(text).width;
  if (width > 560) size = Math.max(16, Math.floor((size * 560) / width));
  context.font = `${size}px ${font}`;
  context.fillStyle = '#1d2433';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(text, 300, 80);
  return canvas.toDataURL('image/png');
}
