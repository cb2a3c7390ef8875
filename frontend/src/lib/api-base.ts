/** The server's JSON API lives under this path (SPEC 7). Its own module, so Home can call the API without the client. */
export const API_BASE = '/api/v1';
