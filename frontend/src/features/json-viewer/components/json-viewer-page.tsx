import type { ReactNode } from 'react';
import { useParams } from 'react-router';

import { usePageMeta } from '@/lib/use-page-meta';
import { LoadingStatus } from '@/components/ui/query-state';

import { useJson } from '../api/get-json';
import { useI18n } from '../i18n';
import { JsonTree } from './json-tree';
import './json-viewer.css';

function Frame({ path, children }: { path: string; children: ReactNode }) {
  const { i18n } = useI18n();
  usePageMeta(i18n._('json-viewer.page.title'), i18n._('json-viewer.page.description', { path }));
  return (
    <section className="json-viewer" aria-labelledby="json-viewer-title">
      <h1 id="json-viewer-title" className="json-viewer__title">
        {i18n._('json-viewer.page.heading', { path })}
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
  const { i18n } = useI18n();
  return (
    <Frame path={path}>
      {state.status === 'loading' && <LoadingStatus label={i18n._('json-viewer.page.loading')} />}
      {state.status === 'error' && (
        <p role="alert" className="json-viewer__error">
          {state.message}
        </p>
      )}
      {state.status === 'ready' && (
        <JsonTree data={state.data} label={i18n._('json-viewer.tree.response')} />
      )}
    </Frame>
  );
}

/** /events/response/:event: one event's registrations (moderators and admins). */
export function EventResponsesPage() {
  const { event } = useParams();
  const { i18n } = useI18n();
  if (!event) {
    return (
      <section className="json-viewer">
        <p role="alert" className="json-viewer__error">
          {i18n._('json-viewer.page.noEvent')}
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
