/**
 * The snippet integrators paste once (issue #6 "Loader"; cal.com's embed-snippet model). Its
 * contract is frozen: it defines `window.Inkflow` as a queue — `Inkflow('mount', '#contract',
 * options, handle => …)` — and injects `<origin>/embed/loader.js` once; the real loader then
 * replays the queue in order and replaces the stub. Pasting it twice, or beside a plain
 * `<script src=".../embed/loader.js">`, loads the loader once.
 *
 * Returns the JavaScript to put in a `<script>` element; `origin` is the Inkflow origin, e.g.
 * `https://app.inkflow.com` (validated: an http(s) URL, else a TypeError).
 */
export function snippet(origin: string): string {
  const o = new URL(origin).origin;
  if (!/^https?:/.test(o)) throw new TypeError('Inkflow: origin must be http(s)');
  return (
    '(function(w,d,u){if(w.Inkflow)return;var f=w.Inkflow=function(){f.q.push(arguments)};f.q=[];' +
    "var s=d.createElement('script');s.async=true;s.src=u;d.head.appendChild(s)})" +
    `(window,document,${JSON.stringify(`${o}/embed/loader.js`)});`
  );
}
