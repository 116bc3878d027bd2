/**
 * The decompression-bomb check of uploaded PDFs (DESIGN.md Security: "user files are parsed ...
 * with memory, time and size limits"). A FlateDecode stream of zeros grows about 1000-fold, and
 * twice-compressed data a million-fold, so a 3 MB upload can hold gigabytes.
 *
 * Two budgets. pdf-lib inflates object streams and xref streams while it parses, whole and into
 * memory the worker's heap limit does not cover (array buffers live outside the heap): their
 * inflated size has a tight budget. Every other stream (page contents, images, fonts) the server
 * never inflates, but readers do: all streams together have a looser budget.
 *
 * This runs first, over the raw bytes: every stream whose data starts with a zlib header is
 * inflated and its output counted — never kept, so memory stays at one 64 KiB chunk per layer —
 * and output that is itself zlib data is inflated and counted too (up to four layers). The scan
 * looks at the bytes, not at the object structure, so it also sees streams no xref table names.
 * Data that is not zlib, or corrupt, is skipped here and left to the parser.
 */
import { createInflate } from 'node:zlib';

const streamKeyword = Buffer.from('stream');
const endstreamKeyword = Buffer.from('endstream');
const objKeyword = Buffer.from('obj');
/** Nested zlib layers followed inside one stream; each layer's output counts against the budgets. */
const maxLayers = 4;
/** How far before `stream` its dictionary is looked for. */
const dictLookback = 4096;

/** True when `data` starts with a zlib header (RFC 1950: deflate method, header checksum). */
function isZlibHeader(data: Uint8Array): boolean {
  if (data.length < 2) return false;
  const [cmf, flg] = [data[0]!, data[1]!];
  return (cmf & 0x0f) === 8 && (cmf >> 4) <= 7 && ((cmf << 8) | flg) % 31 === 0;
}

/** A count of inflated bytes against `limit`; `over` once passed. */
interface Budget {
  used: number;
  readonly limit: number;
  over: boolean;
}

/** One zlib layer fed chunk by chunk; `end()` resolves once it has inflated all it was given. */
interface Layer {
  write(chunk: Buffer): void;
  end(): Promise<void>;
}

/**
 * A layer that inflates what is written to it and adds its output length to every budget of
 * `budgets`; when its output starts with a zlib header again (and `depth` allows), that output
 * feeds an inner layer, counted too. Stops as soon as a budget is passed; corrupt data just ends
 * this layer's count.
 */
function inflateLayer(budgets: Budget[], depth: number): Layer {
  const inflate = createInflate({ chunkSize: 64 * 1024 });
  let inner: Layer | undefined;
  let first = true;
  const anyOver = () => budgets.some((b) => b.over);
  const done = new Promise<void>((resolve) => {
    const finish = () => void (inner ? inner.end() : Promise.resolve()).then(() => resolve());
    inflate.on('data', (chunk: Buffer) => {
      if (first) {
        first = false;
        if (depth + 1 < maxLayers && isZlibHeader(chunk)) inner = inflateLayer(budgets, depth + 1);
      }
      for (const budget of budgets) {
        budget.used += chunk.length;
        if (budget.used > budget.limit) budget.over = true;
      }
      inner?.write(chunk);
      if (anyOver()) {
        inflate.destroy();
        resolve();
      }
    });
    inflate.on('error', finish);
    inflate.on('end', finish);
    inflate.on('close', finish);
  });
  return {
    write: (chunk) => {
      if (!inflate.destroyed && !anyOver()) inflate.write(chunk);
    },
    end: () => {
      if (!inflate.destroyed) inflate.end();
      return done;
    },
  };
}

/** Whether the dictionary of the stream starting at `keyword` says /Type /ObjStm or /XRef. */
function isParsedStream(buffer: Buffer, keyword: number): boolean {
  const from = Math.max(0, keyword - dictLookback);
  const objAt = buffer.lastIndexOf(objKeyword, keyword);
  const dict = buffer.toString('latin1', objAt >= from ? objAt : from, keyword);
  return /\/Type\s*\/(?:ObjStm|XRef)(?![A-Za-z0-9#])/.test(dict);
}

/** Limits of inflatedSizeWithin, in bytes. */
export interface InflateLimits {
  /** All compressed streams of the file together. */
  totalBytes: number;
  /** Object streams and xref streams together (pdf-lib inflates these into memory). */
  parsedBytes: number;
}

/**
 * Which budget the zlib-compressed streams of the PDF `bytes` break: `total` (all streams
 * together inflate to more than `limits.totalBytes`), `parsed` (object and xref streams to more
 * than `limits.parsedBytes`), or undefined when they fit both.
 */
export async function inflatedSizeWithin(bytes: Uint8Array, limits: InflateLimits): Promise<'total' | 'parsed' | undefined> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const total: Budget = { used: 0, limit: limits.totalBytes, over: false };
  const parsed: Budget = { used: 0, limit: limits.parsedBytes, over: false };
  let at = 0;
  for (;;) {
    const keyword = buffer.indexOf(streamKeyword, at);
    if (keyword < 0) break;
    at = keyword + streamKeyword.length;
    // "endstream" contains "stream": skip it.
    if (keyword >= 3 && buffer.toString('latin1', keyword - 3, keyword) === 'end') continue;
    let start = at;
    if (buffer[start] === 0x0d) start++;
    if (buffer[start] !== 0x0a && buffer[start - 1] !== 0x0d) continue;
    if (buffer[start] === 0x0a) start++;
    const end = buffer.indexOf(endstreamKeyword, start);
    const data = buffer.subarray(start, end < 0 ? buffer.length : end);
    at = end < 0 ? buffer.length : end + endstreamKeyword.length;
    if (!isZlibHeader(data)) continue;
    const layer = inflateLayer(isParsedStream(buffer, keyword) ? [total, parsed] : [total], 0);
    layer.write(data);
    await layer.end();
    if (parsed.over) return 'parsed';
    if (total.over) return 'total';
  }
  return undefined;
}
