// Runs in the browser before the app hydrates. The router's navigation-start hook is only
// available here, so it is passed on as a window event to the shell's route time-out
// (modules/shell/components/route-timeout-client.tsx).
import { NAVIGATION_START_EVENT, type NavigationType } from './modules/shell/route-timeout';

// zod (the forms' shared schemas) compiles object schemas with `new Function` when the page lets
// it, and probes that with one call: under our Content-Security-Policy (no 'unsafe-eval', issue
// 20) the probe is a violation report on every page with a form. zod reads this global once it
// loads, so it is set here, before any module of the app, without loading zod on every page.
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };

export function onRouterTransitionStart(url: string, type: NavigationType): void {
  window.dispatchEvent(new CustomEvent(NAVIGATION_START_EVENT, { detail: { url, type } }));
}
