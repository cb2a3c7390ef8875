import { describe, expect, it } from 'vitest';

import { standInsFor, withNumbersOnFile } from './prefill';

describe('the numbers on file, as the shared rules check them', () => {
  const onFile = new Set(['XXXXXXXX0001', 'XXXXXXXX0002']);
  const standIns = standInsFor(onFile, 12);

  it('gives each masked number its own whole stand-in, which no typed Aadhaar number can equal', () => {
    expect([...standIns.values()]).toEqual(['000000000001', '000000000002']);
    for (const standIn of standIns.values()) expect(standIn).toMatch(/^0\d{11}$/);
  });

  it('puts the stand-ins in the form, leaving typed numbers and the form itself as they were', () => {
    const form = {
      team: {
        captain: [{ fullname: 'Cap Tain', aadharId: 'XXXXXXXX0001' }],
        players: [
          { fullname: 'Player B', aadharId: 'XXXXXXXX0002' },
          { fullname: 'New Player', aadharId: '567800000001' },
        ],
      },
    };
    expect(withNumbersOnFile(form, standIns)).toEqual({
      team: {
        captain: [{ fullname: 'Cap Tain', aadharId: '000000000001' }],
        players: [
          { fullname: 'Player B', aadharId: '000000000002' },
          { fullname: 'New Player', aadharId: '567800000001' },
        ],
      },
    });
    expect(form.team.captain[0]?.aadharId).toBe('XXXXXXXX0001');
  });

  it('keeps one mask given to two people one number, for the rules to refuse', () => {
    const form = [
      { fullname: 'Cap Tain', aadharId: 'XXXXXXXX0001' },
      { fullname: 'Someone Else', aadharId: 'XXXXXXXX0001' },
    ];
    const [a, b] = withNumbersOnFile(form, standIns);
    expect(a?.aadharId).toBe(b?.aadharId);
  });
});
