/**
 * The shared rules' messages in the language the site is read in. The rules (src/lib/wasm.ts, and the
 * fest-day fixtures in src/lib/wasm-fixtures.ts) answer in English, word for word as the server does
 * for a request without `Accept-Language`; fest-shared's catalogue (shared/src/i18n) has each message
 * in Hindi too, compiled into a WebAssembly module of its own (package `fest-i18n-wasm`, made from
 * shared/i18n-wasm), which is fetched with the Hindi texts when Hindi is chosen
 * (activateLanguage in src/lib/i18n/i18n.ts) and never on an English visit.
 *
 * `localizedExports` wraps a rules module's exports so that what they answer is in the active
 * language: each field error (`errors: { path: [messages] }`) and each `message`, `error` or `reason`
 * anywhere in a result, and for the exports whose answers are texts to show (the inline hints of
 * `messages()`, the privacy notices) every text. Values that are not messages (ids, amounts, names)
 * find no entry in the catalogue and come back as they are. English calls go straight through.
 */
import type * as I18nModule from 'fest-i18n-wasm';

import type { Language } from './i18n/languages';
import { lazyWasm } from './lazy-wasm';

const texts = lazyWasm(() => import('fest-i18n-wasm'));

/** Fetches the rules' messages in the other languages (once; again after a failure). */
export async function loadRulesTexts(): Promise<void> {
  await texts.load();
}

/**
 * `message` in `language`: the catalogue's text for it, with its values put in; as it is in English,
 * when the catalogue does not know it, or while the catalogue has not arrived.
 */
export function sayRule(message: string, language: Language): string {
  if (language === 'en') return message;
  const module: typeof I18nModule | undefined = texts.now();
  return module ? module.localizeMessage(message, language) : message;
}

/** Keys whose string value is a message to a person. */
const MESSAGE_KEYS = new Set(['message', 'error', 'reason']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * A result of the rules with its messages said by `say`: the field errors and the `message`,
 * `error` and `reason` fields at any depth, or (`everyText`) every string in it.
 */
export function localizeResult<T>(
  value: T,
  say: (message: string) => string,
  everyText = false,
): T {
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return everyText ? say(node) : node;
    if (Array.isArray(node)) return node.map(walk);
    if (!isRecord(node)) return node;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(node)) {
      if (key === 'errors' && isRecord(child)) {
        out[key] = Object.fromEntries(
          Object.entries(child).map(([path, messages]) => [
            path,
            Array.isArray(messages)
              ? messages.map((m: unknown) => (typeof m === 'string' ? say(m) : m))
              : messages,
          ]),
        );
      } else if (MESSAGE_KEYS.has(key) && typeof child === 'string') {
        out[key] = say(child);
      } else {
        out[key] = walk(child);
      }
    }
    return out;
  };
  return walk(value) as T;
}

/**
 * A rules module's exports whose answers are in the language `language()` gives at each call; the
 * exports named in `texts` answer texts to show, each of which is said in it.
 */
export function localizedExports<M extends object>(
  module: M,
  language: () => Language,
  everyText: ReadonlySet<string> = new Set(),
): M {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(module)) {
    if (typeof value !== 'function') {
      out[name] = value;
      continue;
    }
    const fn = value as (...args: unknown[]) => unknown;
    out[name] = (...args: unknown[]) => {
      const result = fn(...args);
      const active = language();
      if (active === 'en') return result;
      return localizeResult(result, (m) => sayRule(m, active), everyText.has(name));
    };
  }
  return out as M;
}
