import type { ReactNode } from 'react';
import { useParams } from 'react-router';

import { usePageMeta } from '@/lib/use-page-meta';
import { LoadingStatus } from '@/components/ui/query-state';

import { useJson } from '../api/get-json';
import { JsonTree } from './json-tree';
import './json-viewer.css';

export const NO_EVENT = 'No event specified';
export const LOADING = 'Loading...';

function Frame({ path, children }: { path: string; children: ReactNode }) {
  usePageMeta('JSON Viewer', `The JSON answer of ${path}.`);
  return (
    <section className="json-viewer" aria-labelledby="json-viewer-title">
      <h1 id="json-viewer-title" className="json-viewer__title">
        JSON Viewer: {path}
      </h1>
      {children}
    </section>
  );
}

/**
 * A JSON viewer screen (SPEC 2.15): 'JSON Viewer: ' plus the request path, 'Loading...' while the
 * answer is on its way, the error text in red, then the answer as a tree; it loads again whenever
 * the path changes.
 */
export function JsonViewer({ path }: { path: string }) {
  const state = useJson(path);
  return (
    <Frame path={path}>
      {state.status === 'loading' && <LoadingStatus label={LOADING} />}
      {state.status === 'error' && (
        <p role="alert" className="json-viewer__error">
          {state.message}
        </p>
      )}
      {state.status === 'ready' && <JsonTree data={state.data} label="response" />}
    </Frame>
  );
}

/** /events/response/:event: one event's registrations (moderators and admins). */
export function EventResponsesPage() {
  const { event } = useParams();
  if (!event) {
    return (
      <section className="json-viewer">
        <p role="alert" className="json-viewer__error">
          {NO_EVENT}
        </p>
      </section>
    );
  }
  return <JsonViewer path={`/events/${encodeURIComponent(event)}/registrations`} />;
}

/** /events/all-responses: every registration, by event (moderators and admins). */
export function AllResponsesPage() {
  return <JsonViewer path="/events/all-registrations" />;
}

/** /events/my-responses: the signed-in user's own registrations. */
export function MyResponsesPage() {
  return <JsonViewer path="/events/my-registrations" />;
}
