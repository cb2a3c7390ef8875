import { describe, expect, it } from 'vitest';

import { isField, laneResult, raceStage } from './races';

describe('laneResult', () => {
  it("shows a race's time, else its status in capitals, else nothing", () => {
    expect(laneResult({ time: '10.52' })).toBe('10.52');
    expect(laneResult({ status: 'dnf' })).toBe('DNF');
    expect(laneResult({ time: null, status: null })).toBeNull();
  });

  it("shows a field event's mark, else NM, DQ or DNS", () => {
    expect(laneResult({ mark: '6.45 m' })).toBe('6.45 m');
    expect(laneResult({ mark: null, status: 'nm' })).toBe('NM');
    expect(laneResult({ status: 'dns' })).toBe('DNS');
    expect(laneResult({ mark: null })).toBeNull();
  });
});

describe('isField', () => {
  it('tells a field event from a race run in lanes', () => {
    expect(isField({ kind: 'field' })).toBe(true);
    expect(isField({ kind: 'track' })).toBe(false);
  });
});

describe('raceStage', () => {
  it('is the results once complete, else the final once drawn, else the heats (a field event: flights)', () => {
    expect(raceStage({ complete: true, hasFinal: true, kind: 'track' })).toBe('results');
    expect(raceStage({ complete: false, hasFinal: true, kind: 'track' })).toBe('final');
    expect(raceStage({ complete: false, hasFinal: false, kind: 'track' })).toBe('heats');
    expect(raceStage({ complete: false, hasFinal: false, kind: 'field' })).toBe('flights');
    expect(raceStage({ complete: true, hasFinal: false, kind: 'field' })).toBe('results');
  });
});
