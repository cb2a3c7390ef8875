import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { catalogue } from 'fest-shared-wasm';
import { describe, expect, it } from 'vitest';

import { DEFAULT_EVENT, iconRef } from './data';

describe('the events page data', () => {
  it("opens on the catalogue's default event (BGMI)", () => {
    expect(DEFAULT_EVENT).toBe(catalogue().defaultEvent);
  });

  it('has a symbol in the icon sprite for every catalogue icon', () => {
    const sprite = readFileSync(join(import.meta.dirname, 'assets/icon-sprite.svg'), 'utf8');
    for (const { icon } of catalogue().events) {
      expect(sprite, icon).toContain(`<symbol id="${icon}"`);
      expect(iconRef(icon)).toMatch(new RegExp(`icon-sprite.*#${icon}$`));
    }
  });
});
