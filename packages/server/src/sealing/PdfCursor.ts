/**
 * A top-down layout cursor over a pdf-lib document: wraps text to the page width and starts a
 * new page when the next line or image would not fit, so renderers only say "a heading", "a
 * paragraph", "an image" and never compute coordinates.
 *
 * Fonts are the standard 14 (Helvetica): nothing to ship or embed, and every PDF reader has
 * them. Their WinAnsi encoding covers Western European text (å, ä, ö, ø, é, ß, …); characters
 * outside it are printed as "?" rather than failing the seal (an embedded Unicode font would
 * need fontkit, which we do not ship yet).
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage, type PDFRef } from 'pdf-lib';

/** A4 in PDF points (1/72 inch). */
export const pageSize: [number, number] = [595.28, 841.89];
const margin = 56;
const footerSpace = 28;

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
  private pageRef: PDFPage | undefined;
  private y = 0;
  /** Pages copied in from another PDF (appendPages): footers never print over them. */
  private readonly foreign = new Set<PDFRef>();

  private constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.doc = doc;
    this.regular = regular;
    this.bold = bold;
    this.encodable = new Set(regular.getCharacterSet());
  }

  /** A cursor on `doc` (a new document when omitted). Pages are added on first output. */
  static async create(doc?: PDFDocument): Promise<PdfCursor> {
    const target = doc ?? (await PDFDocument.create());
    const [regular, bold] = await Promise.all([target.embedFont(StandardFonts.Helvetica), target.embedFont(StandardFonts.HelveticaBold)]);
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
      const width = this.regular.widthOfTextAtSize(text, size);
      pages[i]!.drawText(text, { x: Math.max(margin, (pageSize[0] - width) / 2), y: margin / 2, size, font: this.regular, color: rgb(0.4, 0.4, 0.4) });
    }
  }

  /** The current page, with room for `height` points below the cursor (a new page otherwise). */
  private reserve(height: number): PDFPage {
    if (!this.pageRef || this.y - height < margin + footerSpace) return this.newPage();
    return this.pageRef;
  }

  /** Replaces characters the standard font cannot encode (see the module note); tabs become spaces. */
  private encodableText(text: string): string {
    let out = '';
    for (const char of text.replace(/\t/g, '    ').replace(/\r\n?/g, '\n')) {
      const code = char.codePointAt(0)!;
      out += char === '\n' || this.encodable.has(code) ? char : '?';
    }
    return out;
  }

  /**
   * Greedy word wrap; a word wider than the line is cut by characters. Widths are summed per
   * word rather than re-measuring the growing line, which keeps a 200-page contract linear
   * (the kerning lost between a space and the next word is far below a point).
   */
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    const measure = (s: string) => font.widthOfTextAtSize(s, size);
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
          let cut = line.length - 1;
          while (cut > 1 && measure(line.slice(0, cut)) > width) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
          lineWidth = measure(line);
        }
      }
      lines.push(line);
    }
    return lines;
  }
}
