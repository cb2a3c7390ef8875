/**
 * The fest's identity for the page shell. It mirrors fest-shared's `FEST` (served by the wasm export
 * `festInfo()`); it is a constant here so that the public pages need no WebAssembly, and
 * `wasm.test.ts` fails if the two ever disagree. The phone, the e-mail and the social profile
 * addresses are placeholders (fest-shared says so too) until the organisers publish theirs.
 */
export const FEST = {
  name: 'Infinito',
  year: 2025,
  dates: '20/2/2025 - 22/2/2025',
  lastDay: '2025-02-22',
  tagline: 'Everyone has the FIRE but the CHAMPIONS know when to ignite the spark.',
  institute: 'Indian Institute of Technology Patna',
  address: 'Indian Institute of Technology Patna, Bihta, Patna, Bihar 801106',
  phone: '+91 00000 00000',
  email: 'infinito@example.org',
  copyrightYear: 2025,
  socials: [
    { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/infinito.iitp' },
    { network: 'x', label: 'X', url: 'https://x.com/infinito_iitp' },
    {
      network: 'linkedin',
      label: 'LinkedIn',
      url: 'https://www.linkedin.com/company/infinito-iitp',
    },
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/infinito.iitp' },
    { network: 'youtube', label: 'YouTube', url: 'https://www.youtube.com/@infinito.iitp' },
  ],
  caChannelUrl: 'https://whatsapp.com/channel/infinito-ca',
} as const;

export type SocialNetwork = (typeof FEST.socials)[number]['network'];

/** `tel:` form of a displayed phone number. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
