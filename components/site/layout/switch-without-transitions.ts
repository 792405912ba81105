// Switching the theme with the page's colour transitions on would leave links and buttons easing
// into the new palette after everything else has flipped. A stylesheet that turns transitions off
// restyles every element as it goes in and again as it comes out, so only the visitor's own switch
// pays for it: next-themes' `disableTransitionOnChange` would also do it each time its provider
// mounts, on every page load, where the theme does not change.
const NO_TRANSITIONS = "*,*::before,*::after{transition:none!important}";

/** Runs `switchTheme` with CSS transitions off until the new theme has been painted. */
export function switchWithoutTransitions(switchTheme: () => void): void {
  const style = document.createElement("style");
  style.textContent = NO_TRANSITIONS;
  document.head.appendChild(style);
  switchTheme();
  // The click's render and effects (which set the theme's class) are done before the next frame;
  // that frame styles and paints the new theme, and the one after gets the transitions back.
  requestAnimationFrame(() => requestAnimationFrame(() => style.remove()));
}
