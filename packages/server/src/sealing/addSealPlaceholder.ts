/**
 * The seal's signature placeholder as a certification signature (ISO 32000-1 §12.8.2.2 DocMDP):
 * a signature dictionary whose /Reference holds one signature reference with the DocMDP
 * transform and /P 1 ("no changes to the document are permitted; any change to the document
 * shall invalidate the signature"), named by the catalog's /Perms /DocMDP, in an invisible
 * signature field on the first page.
 *
 * @signpdf/placeholder-pdf-lib writes its signature dictionary as opaque bytes and has no way to
 * add /Reference or /Perms, so the placeholder is built here with the same layout @signpdf's
 * SignPdf expects: /ByteRange [0 /********** /********** /**********] followed by
 * /Contents <00…>, which it replaces with the real range and the CMS.
 */
import { PDFArray, PDFDict, PDFHexString, PDFInvalidObject, PDFName, PDFNumber, PDFString, type PDFDocument } from 'pdf-lib';

/** What the signature dictionary says about the seal. */
export interface SealSignatureInfo {
  reason: string;
  name: string;
  location: string;
  contactInfo: string;
  signingTime: Date;
}

// DEFAULT_BYTE_RANGE_PLACEHOLDER of @signpdf/utils: SignPdf searches for exactly this name.
const byteRangePlaceholder = '**********';
// SIG_FLAGS of ISO 32000-1 Table 219: SignaturesExist (1) | AppendOnly (2).
const signaturesExistAppendOnly = 3;
// Annotation flag Print (4): the (zero-size) widget is part of the printed page.
const printFlag = 4;

/**
 * Adds the placeholder to `doc` (mutating it), leaving room for a DER CMS of `contentsBytes`
 * bytes. Throws only on programming errors (a document without pages).
 */
export function addSealPlaceholder(doc: PDFDocument, info: SealSignatureInfo, contentsBytes: number): void {
  const { context } = doc;
  const page = doc.getPages()[0];
  if (!page) throw new Error('A sealed PDF has at least one page');
  const byteRange = context.obj([0, PDFName.of(byteRangePlaceholder), PDFName.of(byteRangePlaceholder), PDFName.of(byteRangePlaceholder)]);
  const docMdp = context.obj({
    Type: 'SigRef',
    TransformMethod: 'DocMDP',
    TransformParams: { Type: 'TransformParams', P: 1, V: PDFName.of('1.2') },
  });
  // Key order matters: SignPdf looks for "/Contents " after the /ByteRange placeholder.
  const signature = context.obj({
    Type: 'Sig',
    Filter: 'Adobe.PPKLite',
    SubFilter: 'ETSI.CAdES.detached',
    ByteRange: byteRange,
    Contents: PDFHexString.of('00'.repeat(contentsBytes)),
    Reference: [docMdp],
    Reason: PDFString.of(info.reason),
    M: PDFString.fromDate(info.signingTime),
    ContactInfo: PDFString.of(info.contactInfo),
    Name: PDFString.of(info.name),
    Location: PDFString.of(info.location),
    Prop_Build: { Filter: { Name: 'Adobe.PPKLite' }, App: { Name: 'Inkflow' } },
  });
  // Registered as raw bytes so pdf-lib never puts it into an object stream, where SignPdf could
  // not find the placeholder.
  const bytes = new Uint8Array(signature.sizeInBytes());
  signature.copyBytesInto(bytes, 0);
  const signatureRef = context.register(PDFInvalidObject.of(bytes));

  const widget = context.register(
    context.obj({
      Type: 'Annot',
      Subtype: 'Widget',
      FT: 'Sig',
      Rect: [0, 0, 0, 0],
      V: signatureRef,
      T: PDFString.of('Seal'),
      F: printFlag,
      P: page.ref,
      AP: { N: context.register(context.formXObject([], { BBox: [0, 0, 0, 0], Resources: {} })) },
    }),
  );
  const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray) ?? context.obj([]);
  annots.push(widget);
  page.node.set(PDFName.of('Annots'), annots);

  let acroForm = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  if (!acroForm) {
    acroForm = context.obj({ Fields: [] });
    doc.catalog.set(PDFName.of('AcroForm'), context.register(acroForm));
  }
  const flags = acroForm.lookupMaybe(PDFName.of('SigFlags'), PDFNumber)?.asNumber() ?? 0;
  acroForm.set(PDFName.of('SigFlags'), PDFNumber.of(flags | signaturesExistAppendOnly));
  const fields = acroForm.lookupMaybe(PDFName.of('Fields'), PDFArray) ?? context.obj([]);
  fields.push(widget);
  acroForm.set(PDFName.of('Fields'), fields);
  doc.catalog.set(PDFName.of('Perms'), context.obj({ DocMDP: signatureRef }));
}
