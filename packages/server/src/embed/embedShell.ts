/**
 * The embed page's HTML shell (docs/foundation-contract.md "URLs", issue #6): the container, the
 * stylesheet, the module script, and the frame policy as JSON for the iframe's handshake. No
 * document data is in it: the agreement is fetched only after an allowed parent acked.
 */
import type { EmbedFramePolicy } from '@inkflow/core/protocol';

// JSON inside <script>: escape what could end the element or start a comment.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** The shell for `policy`. */
export function embedShell(policy: EmbedFramePolicy): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Inkflow</title>
<link rel="stylesheet" href="/embed/assets/embed.css">
<script type="application/json" id="inkflow-frame-policy">${scriptJson(policy)}</script>
</head>
<body>
<div id="inkflow-embed"></div>
<script type="module" src="/embed/assets/embed.js"></script>
</body>
</html>
`;
}
