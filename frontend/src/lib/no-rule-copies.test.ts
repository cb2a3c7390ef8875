/**
 * The TypeScript side holds no rule, limit or fee (DESIGN): they come from fest-shared through the
 * WebAssembly exports (`limits()`, `validatePerson`, `formatRupees`, ...). This test reads every source
 * file under src/ (tests, test helpers and the generated package excluded) and fails on the usual
 * shapes of a copied rule: digit-count regexes (`\d{10}`, `[0-9]{12}`, `[A-Za-z0-9_-]{1,32}`),
 * numeric `maxLength`/`minLength` literals, limit constants (`PHONE_DIGITS = 10`, `OTP_LENGTH = 6`),
 * paise/rupee arithmetic (`/ 100`, `* 100`), numbers of three or more digits on a line about
 * fees, prices or paise, amounts and counts read by regex (`/^\d+$/`, `\.(\d+)`), and the rules
 * of roles and states: lists of staff roles or of admin-only sections, role and payment-state
 * comparisons chained by `||`, sets of payment states, category-to-block mapping, and the names the
 * removed copies had (`STAFF_ROLES`, `HOLDS_BED`, ...): what a role may do, which admin sections it
 * sees, whether a booking holds its bed or may be cancelled, and a category's block come from the
 * exports (`staffRoles`, `checkInRoles`, `adminSections`, `holdsPlace`, `ownerMayCancel`,
 * `blockOf`, `parseRupees`, `parseCount`). A line that must stay is listed in ALLOWED with its
 * reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The shapes of a copied rule, each with what it catches. */
export const PATTERNS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'digit-count regex', pattern: /\\d\{\d+(,\d*)?\}|\[0-9\]\{\d+(,\d*)?\}/ },
  { name: 'character class with a length', pattern: /\][{]\d+,\d+[}]/ },
  { name: 'maxLength/minLength literal', pattern: /\b(max|min)Length\s*[=:]\s*\{?\s*\d+/ },
  {
    name: 'limit constant',
    pattern: /\b[A-Z][A-Z_]*(DIGITS|LENGTH|MAX_CHARS|MIN_CHARS|MAX|LIMIT)\s*=\s*\d+/,
  },
  { name: 'paise/rupee arithmetic', pattern: /[/*]\s*100\b(?!\d)/ },
  {
    name: 'fee number',
    pattern: /(fee|paise|price|rupee|amount)[^\n]*?\b(\d{1,3}(_\d{3})+|\d{3,})\b/i,
  },
  { name: 'number read by regex', pattern: /\/\^\(?\\d\+|\\\.\(\\d\+\)/ },
  {
    name: 'list of roles',
    pattern: /'(admin|moderator|volunteer|ca)'\s*,\s*'(admin|moderator|volunteer|ca)'/,
  },
  {
    name: 'roles compared by hand',
    pattern:
      /===\s*'(admin|moderator|volunteer|ca)'[^\n]*(\|\||&&)[^\n]*'(admin|moderator|volunteer|ca)'/,
  },
  {
    name: 'list of admin-only sections',
    pattern:
      /'(payments|coupons|accommodation|announcements|audit)'\s*,\s*'(payments|coupons|accommodation|announcements|audit)'/,
  },
  {
    name: 'set of payment states',
    pattern:
      /'(paid|awaiting_payment|flagged|pending)'\s*,\s*'(paid|awaiting_payment|flagged|pending)'/,
  },
  {
    name: 'payment states compared by hand',
    pattern:
      /===\s*'(paid|awaiting_payment|flagged)'\s*\|\|[^\n]*===\s*'(paid|awaiting_payment|flagged)'/,
  },
  { name: 'category read as a block', pattern: /===\s*'(men|women)'/i },
  {
    name: 'a removed copy of a rule',
    pattern: /\b(STAFF_ROLES|CHECKIN_ROLES|STAFF_TABS|ADMIN_TABS|HOLDS_BED|paiseDigits)\b/,
  },
];

/**
 * Lines that match on purpose: `file` (relative to src/) and a fragment of the line, with the
 * reason. Keep it short.
 */
export const ALLOWED: readonly { file: string; line: string; reason: string }[] = [
  {
    file: 'components/checkout/sandbox-checkout-dialog.tsx',
    line: '(amount / 100).toFixed(2)',
    reason: 'amounts in a currency other than INR: no rupee rule applies',
  },
  {
    file: 'features/payment-test/components/payment-test-page.tsx',
    line: 'TEST_AMOUNT_RUPEES = 100',
    reason: 'the payment test page buys a fixed 100 INR test item; not a fee of the fest',
  },
  {
    file: 'features/payment-test/components/payment-test-page.tsx',
    line: 'TEST_AMOUNT_RUPEES * 100',
    reason: 'the same test item in paise, for display',
  },
  {
    file: 'features/admin/components/resolve-dialog.tsx',
    line: 'maxLength={500}',
    reason:
      'the admin resolve reason limit lives in the server (app MAX_REASON_CHARS), not in fest-shared',
  },
  {
    file: 'lib/dates.ts',
    line: '/^\\d+$/.test(part)',
    reason:
      'the year, month and day of a date the server sent, read for display; no rule of the fest',
  },
  {
    file: 'features/registration/components/athletics-steps.tsx',
    line: '/^\\d+$/.test(path.slice(root.length + 1))',
    reason: 'a position in a field path (`selectedIndividualEvents.1`), not a number of the rules',
  },
  {
    file: 'features/home/data.ts',
    line: '4v1700000000000',
    reason: 'a Google Maps embed address, not a number of the rules',
  },
];

/** A compiled message catalogue (`npm run i18n`): texts on one line, no code. */
const isCatalogue = (file: string) => /(^|\/)locales\/[^/]+\/messages\.ts$/.test(file);

const isSource = (file: string) =>
  /\.(ts|tsx)$/.test(file) &&
  !/\.test\.tsx?$/.test(file) &&
  !file.endsWith('.d.ts') &&
  !isCatalogue(file) &&
  !file.startsWith('test/') &&
  !file.includes('/testing/');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sources(path) : [relative(SRC, path)];
  });
}

const isComment = (line: string) => /^\s*(\*|\/\*|\/\/)/.test(line);

/** Every `file:line: text` of `text` (the file `file`) that looks like a copied rule (comments aside). */
export function copiedRules(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => {
    if (isComment(line)) return [];
    const hits = PATTERNS.filter(({ pattern }) => pattern.test(line));
    if (hits.length === 0) return [];
    if (ALLOWED.some((a) => a.file === file && line.includes(a.line))) return [];
    return hits.map(({ name }) => `${file}:${i + 1}: ${name}: ${line.trim()}`);
  });
}

describe('no copies of the shared rules in the frontend', () => {
  it('finds none in src/ (outside tests and the allow-list)', () => {
    const found = sources(SRC)
      .filter(isSource)
      .flatMap((file) => copiedRules(file, readFileSync(join(SRC, file), 'utf8')));
    expect(found, 'ask the WebAssembly exports (src/lib/wasm.ts) instead').toEqual([]);
  });

  it('catches the copies that used to be here', () => {
    const old = [
      'const CODE = /^[A-Za-z0-9_-]{1,32}$/;',
      'const PHONE = /^\\d{10}$/;',
      'if (!/^\\d{12}$/.test(aadhaar)) return false;',
      'const otpOk = /^[0-9]{6}$/.test(otp);',
      '<TextField label="Full Name" maxLength={60} />',
      'export const PHONE_DIGITS = 10;',
      'export const OTP_LENGTH = 6;',
      'const whole = Math.trunc(paise / 100);',
      'export const rupees = (paise: number) => `Rs. ${Math.round(paise / 100)}`;',
      'const feePerHeadPaise = 70_000;',
      'const CRICKET_FEE = 650000;',
      // what each role may do, the admin sections per role, the states a booking holds a bed in
      "export const STAFF_ROLES: readonly Role[] = ['admin', 'moderator'];",
      "export const CHECKIN_ROLES: readonly Role[] = ['volunteer', 'moderator', 'admin'];",
      "const isStaff = user.role === 'admin' || user.role === 'moderator';",
      "const ADMIN_TABS: readonly TabId[] = [...STAFF_TABS, 'payments', 'coupons', 'accommodation', 'audit'];",
      "const HOLDS_BED = new Set<BookingView['status']>(['paid', 'awaiting_payment', 'flagged']);",
      "  registration.paymentStatus === 'paid' || registration.paymentStatus === 'awaiting_payment';",
      "  if (category === 'men') return 'Men';",
      // rupees and counts read by regex
      '  return /\\.(\\d+)$/.exec(rupees(1))?.[1]?.length ?? 0;',
      "  const match = /^(\\d+)(?:\\.(\\d*))?$/.exec(text.trim().replace(/,/g, ''));",
      '  /^\\d+$/.test(text.trim()) ? Number(text.trim()) : null;',
    ];
    for (const line of old) {
      expect(copiedRules('features/x.ts', line), line).not.toEqual([]);
    }
  });

  it('lets ordinary code through', () => {
    for (const line of [
      'const API_TIMEOUT_MS = 10000;',
      "value.replace(/\\D/g, '').slice(0, limits.phoneDigits)",
      'maxLength={limits.personNameMaxChars}',
      "{ label: 'Registration Fee', value: feeText(shared, fee) },",
      'const showAdmin = user !== null && adminNav.roles(shared).includes(user.role);',
      "isAdmin={user.role === 'admin'}",
      "{b.status === 'awaiting_payment' && (",
      'const paise = paiseOfRupees(price);',
    ]) {
      expect(copiedRules('features/x.ts', line), line).toEqual([]);
    }
  });

  it('keeps every allow-listed line needed', () => {
    for (const { file, line } of ALLOWED) {
      expect(readFileSync(join(SRC, file), 'utf8'), `${file} still has ${line}`).toContain(line);
    }
  });
});
