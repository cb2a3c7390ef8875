import { describe, expect, it } from 'vitest';

import { loadShared } from '@/lib/wasm';

import { formatOf, initialFormat, type FormatChoice } from './fixtures-format-form';

const shared = await loadShared();
const choice = (patch: Partial<FormatChoice>): FormatChoice => ({ ...initialFormat, ...patch });

describe('formatOf', () => {
  it('reads the Swiss rounds typed with the shared rules', () => {
    expect(formatOf(choice({ kind: 'swiss', rounds: '3' }), shared)).toEqual({
      format: { kind: 'swiss', rounds: 3 },
    });
    expect(formatOf(choice({ kind: 'swiss', rounds: ' 5 ' }), shared)).toEqual({
      format: { kind: 'swiss', rounds: 5 },
    });
  });

  it('says under Rounds when the rounds typed are not a whole number (or not typed)', () => {
    for (const rounds of ['', 'three', '2.5', '-1']) {
      expect(formatOf(choice({ kind: 'swiss', rounds }), shared)).toEqual({
        errors: { rounds: ['Enter a whole number.'] },
      });
    }
  });

  it('leaves whether the rounds make fixtures to the fixtures rules', () => {
    // Too many for any field of teams is for the preview (and the server) to refuse, not the form.
    expect(formatOf(choice({ kind: 'swiss', rounds: '40' }), shared)).toEqual({
      format: { kind: 'swiss', rounds: 40 },
    });
  });

  it('sends no third-place match and no rounds with the other formats', () => {
    expect(formatOf(choice({ kind: 'roundRobin', thirdPlace: true, rounds: '3' }), shared)).toEqual(
      { format: { kind: 'roundRobin' } },
    );
    expect(formatOf(choice({ kind: 'knockout', thirdPlace: true, rounds: 'x' }), shared)).toEqual({
      format: { kind: 'knockout', thirdPlace: true },
    });
  });

  it('cannot read the rounds before the shared rules are loaded', () => {
    expect(formatOf(choice({ kind: 'swiss', rounds: '3' }), null)).toEqual({
      errors: { rounds: ['Enter a whole number.'] },
    });
  });
});
