import type { DocumentAnnotations } from './collaboration/DocumentAnnotations.js';
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { CollabTexts } from './collaboration/CollabTexts.js';
import { BoxType, orderedBoxes, type Agreement, type ApiClient, type Box } from '@inkflow/core';
import { BoxView } from './boxes/BoxView.js';
import type { FormFill } from './boxes/BoxViewProps.js';

/** Props of DocumentViewer. */
export interface DocumentViewerProps {
  /** The agreement to show (§3 Agreement). */
  agreement: Agreement;
  /** Fetches uploaded files of PDF and attachment sections (GET /assets/{id}) with the caller's session or guest token. */
  api?: Pick<ApiClient, 'asset'>;
  /** Form sections take input (a signing counterparty, GuestSigning); absent: read-only. */
  fill?: FormFill;
  /**
   * Where the owner's page already shows the name and the participants (its header and
   * sidebar), the document is not the page's main heading (`h2`) and leaves the participants out,
   * so nothing is listed twice. Default: the guest page's view, an `h1` and the participants.
   */
  embedded?: boolean;
  /** Comments and suggestions drawn in the text, and the selection toolbar (collaboration/DocumentAnnotations.ts). */
  annotations?: DocumentAnnotations;
}

// The selection toolbar and its dialogs load only where the reader may comment.
// The participants sit below the document: their list loads after the text (the embed's first load).
const ParticipantList = lazy(() => import('./ParticipantList.js').then((m) => ({ default: m.ParticipantList })));
type DecoratorModule = typeof import('./collaboration/textDecorator.js');
const AnnotationComposer = lazy(() => import('./collaboration/AnnotationComposer.js').then((m) => ({ default: m.AnnotationComposer })));

/**
 * Read-only view of an agreement: its name as the page heading, every section in `boxOrder`
 * (§3 Box, each by its type's view in boxes/), then the participants with
 * their state; with `fill`, form inputs are editable. The heading takes programmatic focus (`tabIndex=-1`, class `ink-document__title`)
 * so hosts can move focus to the start of the document.
 * With `annotations` (§2 Collaboration, §3 Message), text sections draw the active comment anchors
 * and suggestions (collaboration/textDecorator.tsx, loaded on demand) and, with `annotations.onCreate`, a text
 * selection offers "Comment" / "Suggest a change" (collaboration/AnnotationComposer.tsx, loaded
 * on demand) and every text section a "Comment on this section" button.
 */
export function DocumentViewer({ agreement, api, fill, embedded = false, annotations }: DocumentViewerProps) {
  const titleId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const [sectionBoxId, setSectionBoxId] = useState<number | null>(null);
  // The drawing of comments and suggestions loads with the first annotations (its own chunk).
  const [decorating, setDecorating] = useState<DecoratorModule | null>(null);
  const wantsDecorations = annotations !== undefined;
  useEffect(() => {
    if (!wantsDecorations || decorating) return;
    let live = true;
    void import('./collaboration/textDecorator.js').then((m) => live && setDecorating(m));
    return () => {
      live = false;
    };
  }, [wantsDecorations, decorating]);
  // Boxes missing from box_order still show, after the ordered ones: nothing is silently lost.
  const ordered = orderedBoxes(agreement.boxes, agreement.boxOrder);
  const textProps = (box: Box) =>
    annotations && box.type === BoxType.Text
      ? {
          text: {
            ...(decorating ? { decorator: decorating.createTextDecorator(box, annotations) } : {}),
            ...(annotations.onCreate ? { onCommentSection: setSectionBoxId } : {}),
          },
        }
      : {};
  return (
    <article className="ink-document" aria-labelledby={titleId} ref={rootRef}>
      {embedded ? (
        <h2 id={titleId} className="ink-document__title" tabIndex={-1}>
          {agreement.name}
        </h2>
      ) : (
        <h1 id={titleId} className="ink-document__title" tabIndex={-1}>
          {agreement.name}
        </h1>
      )}
      {ordered.map((box) => (
        <BoxView key={box.id} box={box} agreement={agreement} {...(api ? { api } : {})} {...(fill ? { fill } : {})} {...textProps(box)} />
      ))}
      {annotations?.onCreate && (
        <CollabTexts>
          <AnnotationComposer rootRef={rootRef} agreement={agreement} annotations={annotations} sectionBoxId={sectionBoxId} onSectionDone={() => setSectionBoxId(null)} />
        </CollabTexts>
      )}
      {!embedded && (
        <Suspense fallback={null}>
          <ParticipantList participants={agreement.participants} />
        </Suspense>
      )}
    </article>
  );
}
