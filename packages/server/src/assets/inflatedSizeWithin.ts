/**
 * The decompression-bomb check of uploaded PDFs (DESIGN.md Security: "user files are parsed ...
 * with memory, time and size limits"). A FlateDecode stream of zeros grows about 1000-fold, and
 * twice-compressed data a million-fold, so a 3 MB upload can hold gigabytes. pdf-lib inflates
 * object streams while it parses, into memory the worker's heap limit does not cover (array
 * buffers live outside the heap), so this runs first, over the raw bytes: every stream whose data
 * starts with a zlib header is inflated and its output counted — never kept — against one budget
 * for the whole file; output that is itself zlib data is inflated and counted too.
 *
 * The scan looks at the bytes, not at the object structure, so it also sees streams no xref table
 * names. Data that is not zlib, or corrupt, is skipped here and left to the parser.
 */
import { createInflate } from 'node:zlib';

const streamKeyword = Buffer.from('stream');
const endstreamKeyword = Buffer.from('endstream');
/** Nested zlib layers followed inside one stream; each layer's output counts against the budget. */
const maxLayers = 4;

/** True when `data` starts with a zlib header (RFC 1950: deflate method, header checksum). */
function isZlibHeader(data: Uint8Array): boolean {
  if (data.length < 2) return false;
  const [cmf, flg] = [data[0]!, data[1]!];
  return (cmf & 0x0f) === 8 && (cmf >> 4) <= 7 && ((cmf << 8) | flg) % 31 === 0;
}

/** A shared count of inflated bytes; `over` once it passes `limit`. */
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
 * A layer that inflates what is written to it and adds its output length to `budget`; when its
 * output starts with a zlib header again (and `depth` allows), that output feeds an inner layer,
 * counted too. Stops as soon as the budget is passed; corrupt data just ends this layer's count.
 */
function inflateLayer(budget: Budget, depth: number): Layer {
  const inflate = createInflate({ chunkSize: 64 * 1024 });
  let inner: Layer | undefined;
  let first = true;
  const done = new Promise<void>((resolve) => {
    const finish = () => void (inner ? inner.end() : Promise.resolve()).then(() => resolve());
    inflate.on('data', (chunk: Buffer) => {
      if (first) {
        first = false;
        if (depth + 1 < maxLayers && isZlibHeader(chunk)) inner = inflateLayer(budget, depth + 1);
      }
      budget.used += chunk.length;
      inner?.write(chunk);
      if (budget.used > budget.limit) {
        budget.over = true;
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
      if (!inflate.destroyed && !budget.over) inflate.write(chunk);
    },
    end: () => {
      if (!inflate.destroyed) inflate.end();
      return done;
    },
  };
}

/**
 * Whether every zlib-compressed stream of the PDF `bytes` inflates, all together, to at most
 * `limitBytes` bytes. Memory stays at one chunk (64 KiB) per layer whatever the file holds.
 */
export async function inflatedSizeWithin(bytes: Uint8Array, limitBytes: number): Promise<boolean> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const budget: Budget = { used: 0, limit: limitBytes, over: false };
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
    const layer = inflateLayer(budget, 0);
    layer.write(data);
    await layer.end();
    if (budget.over) return false;
  }
  return true;
}
