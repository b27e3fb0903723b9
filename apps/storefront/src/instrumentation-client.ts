// Runs in the browser before the app hydrates. The router's navigation-start hook is only
// available here, so it is passed on as a window event to the shell's route time-out
// (modules/shell/components/route-timeout-client.tsx).
import { NAVIGATION_START_EVENT, type NavigationType } from './modules/shell/route-timeout';

export function onRouterTransitionStart(url: string, type: NavigationType): void {
  window.dispatchEvent(new CustomEvent(NAVIGATION_START_EVENT, { detail: { url, type } }));
}
