import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Self-hosted fonts (no CDN): the text face and the display face for headings.
import '@fontsource-variable/inter';
import '@fontsource-variable/oswald';
import '@style/tokens.css';
import '@style/base.css';

import { App } from './app/app';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
