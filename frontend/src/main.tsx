import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

// Self-hosted fonts (no CDN): the text face and the display face for headings.
import '@fontsource-variable/inter';
import '@fontsource-variable/oswald';
import '@style/tokens.css';
import '@style/base.css';
import './first-view.css';

import { App } from './app/app';
import { router } from './app/router';
import { activateLanguage, loadLanguage } from './lib/i18n/i18n';
import { initialLanguage } from './lib/i18n/preference';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * The language the visit starts in (chosen on this device, else the browser's): lib/i18n. English
 * costs nothing more; another language's catalogue is fetched from here on, beside the app's code.
 */
const language = initialLanguage();
const catalogue = loadLanguage(language).catch(() => undefined);

/**
 * The first view drawn from index.html is inert until React has hydrated it: then (its effects run
 * once the whole page is committed) it is handed to the visitor. Until then a click or a key would
 * reach elements whose handlers are not attached yet. The first view is English, as hydration must
 * find it; a visitor who reads Hindi gets it right after.
 */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    for (const element of container?.querySelectorAll(':scope > [inert]') ?? []) {
      element.removeAttribute('inert');
    }
    if (language !== 'en') void activateLanguage(language).catch(() => undefined);
  }, []);
  return children;
}

/** Resolves once the router has what the first page needs (a lazy page's code). */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (state.initialized) {
        unsubscribe();
        resolve();
      }
    });
  });
}

if (container.hasChildNodes()) {
  // The page's first view came with index.html (vite.config.ts, prerender; src/prerender.tsx):
  // once the router has the page's code, React takes over the elements already on screen.
  void routerReady().then(() => {
    // In a transition, React hydrates in short slices and the page stays responsive meanwhile.
    startTransition(() => {
      hydrateRoot(container, <Hydrated>{app}</Hydrated>);
    });
  });
} else {
  // Drawn in the visitor's language from the first render (English at once; another once its
  // catalogue is here, or English if it cannot be fetched).
  void catalogue
    .then(() => (language === 'en' ? undefined : activateLanguage(language)))
    .catch(() => undefined)
    .then(() => {
      // In a transition, React renders in short slices and the page stays responsive meanwhile.
      startTransition(() => {
        createRoot(container).render(app);
      });
    });
}
