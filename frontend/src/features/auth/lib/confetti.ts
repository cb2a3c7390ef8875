/* eslint-disable lingui/no-unlocalized-strings -- a media query, a canvas's styles and colours */
/**
 * The confetti burst after a successful login (SPEC 2.13). canvas-confetti is its own lazy chunk,
 * fetched on the first burst; nothing happens for visitors who prefer reduced motion. It draws on a
 * canvas of ours on the main thread: its default worker would come from a blob: URL, which the
 * server's Content-Security-Policy does not allow.
 */
export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export async function fireConfetti(): Promise<void> {
  if (prefersReducedMotion()) return;
  let canvas: HTMLCanvasElement | undefined;
  try {
    const { default: confetti } = await import('canvas-confetti');
    canvas = document.createElement('canvas');
    canvas.setAttribute('aria-hidden', 'true');
    Object.assign(canvas.style, {
      position: 'fixed',
      inset: '0',
      width: '100%',
      height: '100%',
      pointerEvents: 'none',
      zIndex: '1000',
    });
    document.body.append(canvas);
    const burst = confetti.create(canvas, {
      resize: true,
      useWorker: false,
      disableForReducedMotion: true,
    });
    await burst({
      particleCount: 160,
      spread: 80,
      startVelocity: 45,
      origin: { y: 0.6 },
      colors: ['#ffb020', '#ff7a1a', '#ff4d2e', '#5cc8ff', '#ffffff'],
    });
    burst.reset();
  } catch (error) {
    console.warn('Confetti could not be shown', error);
  } finally {
    canvas?.remove();
  }
}
