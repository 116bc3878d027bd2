import { useId } from 'react';
import { orderedBoxes, type Agreement, type ApiClient } from '@inkflow/core';
import { ParticipantList } from './ParticipantList.js';
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
}

/**
 * Read-only view of an agreement: its name as the page heading, every section in `boxOrder`
 * (§3 Box, each by its type's view in boxes/), then the participants with
 * their state; with `fill`, form inputs are editable. The heading takes programmatic focus (`tabIndex=-1`, class `ink-document__title`)
 * so hosts can move focus to the start of the document.
 */
export function DocumentViewer({ agreement, api, fill, embedded = false }: DocumentViewerProps) {
  const titleId = useId();
  // Boxes missing from box_order still show, after the ordered ones: nothing is silently lost.
  const ordered = orderedBoxes(agreement.boxes, agreement.boxOrder);
  return (
    <article className="ink-document" aria-labelledby={titleId}>
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
        <BoxView key={box.id} box={box} agreement={agreement} {...(api ? { api } : {})} {...(fill ? { fill } : {})} />
      ))}
      {!embedded && <ParticipantList participants={agreement.participants} />}
    </article>
  );
}
