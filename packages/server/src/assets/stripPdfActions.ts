/**
 * Removes what makes a PDF act on its own from an uploaded PDF, so neither the stored file nor
 * the sealed PDF that copies its pages runs anything in a reader: the document's open action
 * (/OpenAction), additional actions (/AA) of the catalog, pages, annotations and form fields,
 * document-level scripts (/Names /JavaScript), XFA forms (which carry scripts), any /JS entry, and
 * every action whose type (/S) runs code, opens other files or sends data away (JavaScript,
 * Launch, ImportData, SubmitForm, GoToR, GoToE, RichMediaExecute) — wherever it hangs: an
 * annotation's or outline item's /A, an action's /Next, or an array of them. Links (/URI, /GoTo)
 * stay.
 *
 * pdf-lib's parser reads every object in the file body (also objects no xref table names and
 * those inside object streams), so what it enumerates is all a reader could find. After removal,
 * objects nothing refers to any more (a script's text stream, a name tree of scripts) are dropped
 * too, so the saved file holds none of them.
 */
import { PDFArray, PDFDict, PDFName, PDFRef, PDFStream, type PDFContext, type PDFDocument, type PDFObject } from 'pdf-lib';

/** Action types (§ PDF 32000 12.6.4) refused in uploads. */
const unsafeActionTypes = new Set(['JavaScript', 'Launch', 'ImportData', 'SubmitForm', 'GoToR', 'GoToE', 'RichMediaExecute']);
/** Keys removed from every dictionary. */
const unsafeKeys = ['OpenAction', 'AA', 'JS', 'JavaScript', 'XFA'].map((k) => PDFName.of(k));
const actionType = PDFName.of('S');

/** The dictionary of a dictionary or stream object, else undefined. */
const dictOf = (object: PDFObject | undefined): PDFDict | undefined =>
  object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : undefined;

/** Whether `dict` is an action of an unsafe type. */
function isUnsafeAction(dict: PDFDict): boolean {
  const type = dict.get(actionType);
  return type instanceof PDFName && unsafeActionTypes.has(type.decodeText());
}

/** Every dictionary and array reachable from `root` without following references (iterative: a deeply nested file must not overflow the stack). */
function* directContainers(root: PDFObject): Generator<PDFDict | PDFArray> {
  const stack: PDFObject[] = [root];
  while (stack.length > 0) {
    const object = stack.pop()!;
    const dict = dictOf(object);
    if (dict) {
      yield dict;
      for (const [, value] of dict.entries()) stack.push(value);
    } else if (object instanceof PDFArray) {
      yield object;
      for (let i = 0; i < object.size(); i++) stack.push(object.get(i));
    }
  }
}

/** Deletes every indirect object not reachable from the trailer's /Root, /Info and /Encrypt. */
function dropUnreachable(context: PDFContext): void {
  const reachable = new Set<PDFRef>();
  const stack: PDFObject[] = [];
  const { Root, Info, Encrypt } = context.trailerInfo;
  for (const start of [Root, Info, Encrypt]) if (start) stack.push(start);
  while (stack.length > 0) {
    const object = stack.pop()!;
    if (object instanceof PDFRef) {
      if (reachable.has(object)) continue;
      reachable.add(object);
      const target = context.lookup(object);
      if (target) stack.push(target);
      continue;
    }
    const dict = dictOf(object);
    if (dict) for (const [, value] of dict.entries()) stack.push(value);
    else if (object instanceof PDFArray) for (let i = 0; i < object.size(); i++) stack.push(object.get(i));
  }
  for (const [ref] of context.enumerateIndirectObjects()) if (!reachable.has(ref)) context.delete(ref);
}

/**
 * Strips the unsafe entries of `doc` in place and returns the names of what it removed (for
 * example `['OpenAction', 'JavaScript']`), empty when the document had none — then nothing,
 * not even unreachable objects, was changed.
 */
export function stripPdfActions(doc: PDFDocument): string[] {
  const { context } = doc;
  const removed = new Set<string>();
  const unsafeRefs = new Set<PDFRef>();
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    const dict = dictOf(object);
    if (dict && isUnsafeAction(dict)) {
      unsafeRefs.add(ref);
      removed.add((dict.get(actionType) as PDFName).decodeText());
    }
  }
  const isUnsafe = (value: PDFObject | undefined): boolean => {
    if (value instanceof PDFRef) return unsafeRefs.has(value);
    const dict = dictOf(value);
    return dict !== undefined && isUnsafeAction(dict);
  };

  for (const [, object] of context.enumerateIndirectObjects()) {
    for (const container of directContainers(object)) {
      if (container instanceof PDFArray) {
        for (let i = container.size() - 1; i >= 0; i--) {
          if (isUnsafe(container.get(i))) container.remove(i);
        }
        continue;
      }
      for (const key of unsafeKeys) {
        if (container.has(key)) {
          container.delete(key);
          removed.add(key.decodeText());
        }
      }
      for (const [key, value] of container.entries()) {
        if (key === actionType) continue;
        if (isUnsafe(value)) {
          container.delete(key);
          const type = dictOf(value instanceof PDFRef ? context.lookup(value) : value)?.get(actionType);
          removed.add(type instanceof PDFName ? type.decodeText() : key.decodeText());
        }
      }
    }
  }
  if (removed.size === 0) return [];
  for (const ref of unsafeRefs) context.delete(ref);
  dropUnreachable(context);
  return [...removed].sort();
}
