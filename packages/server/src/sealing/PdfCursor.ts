/**
 * A top-down layout cursor over a pdf-lib document: wraps text to the page width and starts a
 * new page when the next line or image would not fit, so renderers only say "a heading", "a
 * paragraph", "an image" and never compute coordinates.
 *
 * Fonts: DejaVu Sans regular and bold (npm dejavu-fonts-ttf, read once per process), embedded
 * through @pdf-lib/fontkit as subsets, so a file carries only the glyphs it prints (a few KiB).
 * The standard 14 fonts (Helvetica) only encode WinAnsi, i.e. Western European text, and the
 * certificate is written in the agreement's language (Polish among them) about people whose
 * names may be in any script. DejaVu Sans covers Latin with all its European extensions (Polish,
 * Czech, Turkish, Romanian, Baltic, Vietnamese, …), Greek, Cyrillic, Armenian and Georgian, plus
 * punctuation, currency, arrows and math symbols. Text is NFC-normalised first (a decomposed
 * "e" + U+0301 prints as "é"). Characters the fonts lack (most emoji, CJK, Indic scripts) print
 * as "?" rather than failing the seal; so do right-to-left scripts (Hebrew, Arabic, …) and the
 * bidi controls, although the font has their glyphs: pdf-lib draws a line in one direction,
 * so a right-to-left name inside a left-to-right sentence would come out mirrored.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage, type PDFRef } from 'pdf-lib';

/** A4 in PDF points (1/72 inch). */
export const pageSize: [number, number] = [595.28, 841.89];
const margin = 56;
const footerSpace = 28;

const requireFromHere = createRequire(import.meta.url);
let fontFiles: { regular: Uint8Array; bold: Uint8Array } | undefined;

/** The TrueType files of DejaVu Sans and DejaVu Sans Bold, read from node_modules on first use. */
function fontBytes(): { regular: Uint8Array; bold: Uint8Array } {
  fontFiles ??= {
    regular: readFileSync(requireFromHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(requireFromHere.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fontFiles;
}

/** Scripts written right to left, and the bidi controls: printed as "?" (see the module note). */
const rightToLeft = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}\p{Bidi_Control}]/u;

let printable: Set<number> | undefined;

/** The code points both faces have a glyph for, less right-to-left text (computed once). */
function printableCodePoints(regular: PDFFont, bold: PDFFont): Set<number> {
  if (!printable) {
    const inBold = new Set(bold.getCharacterSet());
    printable = new Set(regular.getCharacterSet().filter((code) => inBold.has(code) && !rightToLeft.test(String.fromCodePoint(code))));
  }
  return printable;
}

/** Text styles of the renderers. Sizes in points. */
export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: [number, number, number];
  /** Extra space after the block, in points. */
  spaceAfter?: number;
  /** Indent from the left margin, in points. */
  indent?: number;
}

/** The cursor over one document; create with PdfCursor.create. */
export class PdfCursor {
  readonly doc: PDFDocument;
  private readonly regular: PDFFont;
  private readonly bold: PDFFont;
  private readonly encodable: Set<number>;
  /** Advance widths at size 1 by font and code point (measuring with fontkit's layout per word is slow). */
  private readonly advances = new Map<PDFFont, Map<number, number>>();
  private pageRef: PDFPage | undefined;
  private y = 0;
  /** Pages copied in from another PDF (appendPages): footers never print over them. */
  private readonly foreign = new Set<PDFRef>();

  private constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.doc = doc;
    this.regular = regular;
    this.bold = bold;
    this.encodable = printableCodePoints(regular, bold);
  }

  /** A cursor on `doc` (a new document when omitted). Pages are added on first output. */
  static async create(doc?: PDFDocument): Promise<PdfCursor> {
    const target = doc ?? (await PDFDocument.create());
    target.registerFontkit(fontkit);
    const bytes = fontBytes();
    const [regular, bold] = await Promise.all([target.embedFont(bytes.regular, { subset: true }), target.embedFont(bytes.bold, { subset: true })]);
    return new PdfCursor(target, regular, bold);
  }

  /** Usable width between the margins, in points. */
  get width(): number {
    return pageSize[0] - 2 * margin;
  }

  /** Starts a new page; the next output goes to its top. */
  newPage(): PDFPage {
    this.pageRef = this.doc.addPage(pageSize);
    this.y = pageSize[1] - margin;
    return this.pageRef;
  }

  /** Adds vertical space (points); never starts a page just for space. */
  space(points: number): void {
    this.y -= points;
  }

  /** Writes `text` wrapped to the width; `\n` forces a line break. Empty text writes an empty line. */
  text(text: string, style: TextStyle): void {
    const font = style.bold ? this.bold : this.regular;
    const indent = style.indent ?? 0;
    const lineHeight = style.size * 1.35;
    const color = style.color ? rgb(...style.color) : rgb(0, 0, 0);
    for (const line of this.wrap(this.encodableText(text), font, style.size, this.width - indent)) {
      const page = this.reserve(lineHeight);
      page.drawText(line, { x: margin + indent, y: this.y - style.size, size: style.size, font, color });
      this.y -= lineHeight;
    }
    this.y -= style.spaceAfter ?? 0;
  }

  /** Draws `image` scaled to fit `maxWidth` x `maxHeight` (points), keeping its aspect ratio. */
  image(image: PDFImage, maxWidth: number, maxHeight: number, indent = 0): void {
    const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
    const width = image.width * scale;
    const height = image.height * scale;
    const page = this.reserve(height);
    page.drawImage(image, { x: margin + indent, y: this.y - height, width, height });
    this.y -= height;
  }

  /**
   * Appends `pages` (already copied into this document, e.g. with copyPages) after the current
   * page; the next output starts on a new page after them.
   */
  appendPages(pages: readonly PDFPage[]): void {
    for (const page of pages) {
      this.doc.addPage(page);
      this.foreign.add(page.ref);
    }
    if (pages.length > 0) this.pageRef = undefined;
  }

  /** A thin horizontal rule from the left margin, `length` points long (default: the width). */
  rule(length = this.width): void {
    const page = this.reserve(8);
    page.drawLine({ start: { x: margin, y: this.y - 4 }, end: { x: margin + Math.min(length, this.width), y: this.y - 4 }, thickness: 0.5, color: rgb(0.7, 0.7, 0.7) });
    this.y -= 8;
  }

  /**
   * Keeps the next `height` points on one page: starts a new page when they would not fit below
   * the cursor (e.g. a signature image with its caption).
   */
  keepTogether(height: number): void {
    this.reserve(height);
  }

  /**
   * Writes `footer(pageNumber, pageCount)` at the bottom of pages `from`..end (0-based), except
   * on pages copied in from another PDF (appendPages), whose own content may reach their bottom
   * edge: they are counted, never printed on. `pageCount` is `total` when given (the file gets
   * more pages later, e.g. the audit certificate), else the document's page count.
   */
  footers(footer: (page: number, pages: number) => string, from = 0, total?: number): void {
    const pages = this.doc.getPages();
    const count = total ?? pages.length;
    for (let i = from; i < pages.length; i++) {
      if (this.foreign.has(pages[i]!.ref)) continue;
      const text = this.encodableText(footer(i + 1, count));
      const size = 8;
      const width = this.measure(text, this.regular, size);
      pages[i]!.drawText(text, { x: Math.max(margin, (pageSize[0] - width) / 2), y: margin / 2, size, font: this.regular, color: rgb(0.4, 0.4, 0.4) });
    }
  }

  /** The current page, with room for `height` points below the cursor (a new page otherwise). */
  private reserve(height: number): PDFPage {
    if (!this.pageRef || this.y - height < margin + footerSpace) return this.newPage();
    return this.pageRef;
  }

  /** Replaces characters the fonts cannot print (see the module note) by "?"; tabs become spaces. */
  private encodableText(text: string): string {
    let out = '';
    for (const char of text.normalize('NFC').replace(/\t/g, '    ').replace(/\r\n?/g, '\n')) {
      const code = char.codePointAt(0)!;
      out += char === '\n' || this.encodable.has(code) ? char : '?';
    }
    return out;
  }

  /** The advance width of one character (a code point) of `font` at size 1, cached. */
  private advance(char: string, font: PDFFont): number {
    let widths = this.advances.get(font);
    if (!widths) this.advances.set(font, (widths = new Map()));
    const code = char.codePointAt(0)!;
    let width = widths.get(code);
    if (width === undefined) widths.set(code, (width = font.widthOfTextAtSize(char, 1)));
    return width;
  }

  /**
   * The width of encodable `text` in `font` at `size`: the sum of its characters' advances,
   * which is what pdf-lib draws (it applies no kerning to embedded fonts; a ligature such as
   * "fi" is at most as wide as its letters, so a line never overflows).
   */
  private measure(text: string, font: PDFFont, size: number): number {
    let width = 0;
    for (const char of text) width += this.advance(char, font);
    return width * size;
  }

  /**
   * Greedy word wrap; a word wider than the line is cut by characters (code points, never
   * between the halves of a surrogate pair). Widths are summed per word rather than
   * re-measuring the growing line, which keeps a 200-page contract linear.
   */
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    const measure = (s: string) => this.measure(s, font, size);
    const space = measure(' ');
    for (const paragraph of text.split('\n')) {
      let line = '';
      let lineWidth = 0;
      for (const word of paragraph.split(/ +/)) {
        const wordWidth = measure(word);
        if (line && lineWidth + space + wordWidth <= width) {
          line += ` ${word}`;
          lineWidth += space + wordWidth;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        lineWidth = wordWidth;
        while (lineWidth > width) {
          const chars = Array.from(line);
          let cut = 0;
          let cutWidth = 0;
          while (cut < chars.length - 1 && cutWidth + this.advance(chars[cut]!, font) * size <= width) cutWidth += this.advance(chars[cut++]!, font) * size;
          cut = Math.max(cut, 1);
          lines.push(chars.slice(0, cut).join(''));
          line = chars.slice(cut).join('');
          lineWidth = measure(line);
        }
      }
      lines.push(line);
    }
    return lines;
  }
}
