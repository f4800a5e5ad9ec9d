/**
 * How long the first render waits for a deep link's screen before it draws the loading state instead (start-up.ts
 * starts the wait, main.tsx renders after it).
 * Drawing the loading state first makes the screen later, not sooner: its render and paint hold back the handling of
 * the init answer (so the select call), and React keeps a suspended screen hidden for 300 ms after showing a fallback.
 * Until then the document shows a spinner of its own (theme.css, `#root:empty`), late enough not to flash.
 */
export const FIRST_RENDER_WAIT_MS = 800;

/**
 * Resolves when `screen` settles, fulfilled or not (the screen shows its own errors), or after `waitMs`; whichever
 * comes second resolves nothing more, so the timer is left to run out.
 */
export function firstRenderGate(screen: Promise<unknown>, waitMs: number): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, waitMs);
    screen.then(() => resolve(), () => resolve());
  });
}
