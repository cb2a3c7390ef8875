import './pages.css';

/**
 * What the page area shows while a lazy page's code loads on the first visit: an empty block as tall
 * as the screen, so the header is drawn at once and the footer does not jump when the page arrives.
 */
export function PageFallback() {
  return <div className="page-fallback" aria-busy="true" />;
}
