import { createBrowserRouter } from 'react-router';

import { routerOptions, routes } from './routes';

/** The browser's one router instance. Tests build their own with createMemoryRouter(routes). */
export const router = createBrowserRouter(routes, routerOptions);
