/**
 * The API's bodies are typed by the server's OpenAPI document (src/lib/api-schema.gen.ts, named in
 * src/lib/api-types.ts), never declared by hand (DESIGN). This test reads every source file under
 * src/ (tests and generated files excluded) and fails on a hand-written answer type: an
 * `interface …Response` or a `type …Response = {`. A declaration that must stay is listed in ALLOWED
 * with its reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const HAND_WRITTEN_RESPONSE =
  /\binterface\s+\w+Response\b|\btype\s+\w+Response\s*(<[^>]*>)?\s*=\s*\{/;

/** Declarations that match on purpose: `file` (relative to src/) and the type's name, with the reason. */
export const ALLOWED: readonly { file: string; name: string; reason: string }[] = [
  {
    file: 'lib/google-identity.ts',
    name: 'CredentialResponse',
    reason: "the argument Google's sign-in button hands its callback; not an answer of our API",
  },
];

const isSource = (file: string) =>
  /\.(ts|tsx)$/.test(file) &&
  !/\.test\.tsx?$/.test(file) &&
  !file.endsWith('.gen.ts') &&
  !file.endsWith('.d.ts');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sources(path) : [relative(SRC, path)];
  });
}

const isComment = (line: string) => /^\s*(\*|\/\*|\/\/)/.test(line);

/** Every `file:line: text` of `text` (the file `file`) that declares an API answer by hand. */
export function handWrittenResponses(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => {
    if (isComment(line) || !HAND_WRITTEN_RESPONSE.test(line)) return [];
    if (ALLOWED.some((a) => a.file === file && new RegExp(`\\b${a.name}\\b`).test(line))) return [];
    return [`${file}:${i + 1}: ${line.trim()}`];
  });
}

describe('API answers come from the OpenAPI document', () => {
  it('finds no hand-written response type in src/', () => {
    const found = sources(SRC)
      .filter(isSource)
      .flatMap((file) => handWrittenResponses(file, readFileSync(join(SRC, file), 'utf8')));
    expect(found, 'name the generated schema in src/lib/api-types.ts instead').toEqual([]);
  });

  it('catches a hand-written response type', () => {
    for (const line of [
      'export interface MeResponse {',
      'interface ApplicationResponse {',
      'export interface EventsResponse extends Base {',
      'export type CreateOrderResponse = {',
      'type PagedResponse<T> = { items: T[] };',
    ]) {
      expect(handWrittenResponses('features/x/api/y.ts', line), line).not.toEqual([]);
    }
  });

  it('lets the named generated schemas and ordinary code through', () => {
    for (const line of [
      "export type MeResponse = components['schemas']['MeResponse'];",
      "export type EventsResponse = Schemas['EventsResponse'];",
      'const response = await fetch(url);',
      '/** The interface of a Response body. */',
    ]) {
      expect(handWrittenResponses('features/x/api/y.ts', line), line).toEqual([]);
    }
  });

  it('keeps every allow-listed declaration needed', () => {
    for (const { file, name } of ALLOWED) {
      expect(readFileSync(join(SRC, file), 'utf8'), `${file} still declares ${name}`).toMatch(
        new RegExp(`\\binterface\\s+${name}\\b`),
      );
    }
  });
});
