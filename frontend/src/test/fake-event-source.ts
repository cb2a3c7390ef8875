/**
 * A stand-in for the browser's EventSource in the unit tests (jsdom has none): it records every
 * stream opened, and a test sends it events with `emit`.
 */
import { act } from '@testing-library/react';

type Listener = (event: Event) => void;

export class FakeEventSource {
  static instances: FakeEventSource[] = [];

  readonly url: string;
  closed = false;
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(url: string | URL) {
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  /** The stream opened last. */
  static get latest(): FakeEventSource {
    const latest = FakeEventSource.instances.at(-1);
    if (!latest) throw new Error('no EventSource was opened');
    return latest;
  }

  addEventListener(type: string, listener: Listener) {
    let set = this.listeners.get(type);
    if (!set) {
      set = new Set();
      this.listeners.set(type, set);
    }
    set.add(listener);
  }

  removeEventListener(type: string, listener: Listener) {
    this.listeners.get(type)?.delete(listener);
  }

  close() {
    this.closed = true;
  }

  /** Sends an event (with its data as the server writes it: text) to the listeners. */
  emit(type: string, data?: unknown) {
    const event =
      type === 'error'
        ? new Event('error')
        : new MessageEvent(type, {
            data: typeof data === 'string' ? data : JSON.stringify(data ?? {}),
          });
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener(event);
    });
  }
}
