import { parseFramePolicy, type EmbedFramePolicy } from '@inkflow/core/protocol';

/**
 * The frame policy the server put into the HTML shell (issue #6 "Account side"): the allowed
 * parent origins of the account that owns the agreement, as JSON in
 * `<script type="application/json" id="inkflow-frame-policy">`. Only the origins travel there —
 * no document data — and anything missing or malformed means nobody may frame the page.
 */
export function readFramePolicy(doc: Document = document): EmbedFramePolicy {
  const text = doc.getElementById('inkflow-frame-policy')?.textContent;
  if (!text) return parseFramePolicy(null);
  try {
    return parseFramePolicy(JSON.parse(text));
  } catch {
    return parseFramePolicy(null);
  }
}
