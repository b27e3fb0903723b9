import type { ReactNode } from 'react';

/**
 * A per-request page's part that streams behind Suspense, shown before (or without) JavaScript.
 *
 * React puts a streamed part hidden at the end of the body (`<div hidden id="S:0">`) and swaps
 * it into place with an inline script; with no script the shopper would only see the skeleton.
 * This style shows the streamed part instead: the shell's regions become the body's flex items,
 * the streamed part takes the slot right after the page's region (before the footer) and the
 * skeleton (inside `StreamFallback`) is hidden. It applies only while the root has no `data-js`,
 * which the script before it sets at once when scripts run.
 *
 * CSS cannot move the streamed part into the shell's DOM, so the page's `<main id="main">` (the
 * landmark and the skip link's target) belongs inside the streamed part, not around the Suspense
 * boundary; the fallback is a plain box, so there is never a second `main` or `#main`.
 */
const JS_MARK = "document.documentElement.setAttribute('data-js','')";
const NO_JS = ':root:not([data-js])';
export const NO_SCRIPT_STYLE = [
  `${NO_JS} body{display:flex;flex-direction:column}`,
  `${NO_JS} .site-shell{display:contents}`,
  `${NO_JS} .site-shell>footer{order:2}`,
  `${NO_JS} [data-stream-fallback]{display:none}`,
  `${NO_JS} body>div[id^="S:"]{order:1;width:100%;max-width:1440px;margin:0 auto;padding:0 .75rem 1rem}`,
  // Tailwind's base layer hides [hidden] with !important; an important rule wins in the earliest
  // layer, which is Tailwind's own first one.
  `@layer theme{${NO_JS} body>div[hidden][id^="S:"]{display:block!important}`,
  // A piece holding only the next one's template adds nothing but its padding.
  `${NO_JS} body>div[hidden][id^="S:"]:not(:has(>:not(template))){display:none!important}}`,
].join('');

/** The mark and the style above; once per page, before its Suspense boundary. */
export function NoScriptStream() {
  return (
    <>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script */}
      <script dangerouslySetInnerHTML={{ __html: JS_MARK }} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant style */}
      <style dangerouslySetInnerHTML={{ __html: NO_SCRIPT_STYLE }} />
    </>
  );
}

/** A Suspense fallback that gives way to the streamed part when no script runs. */
export function StreamFallback(props: { className?: string; children: ReactNode }) {
  return (
    <div data-stream-fallback="" className={props.className}>
      {props.children}
    </div>
  );
}
