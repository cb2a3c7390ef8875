/** The catalogue check's functions (scripts/check-i18n.mjs), for the tests that call them. */

/** msgid -> msgstr of a PO file (the header left out). */
export function readPo(text: string): Map<string, string>;

/** The keys the code uses, by catalogue name. */
export function extract(): Map<string, string[]>;

/** What is wrong with the catalogues under `cataloguesRoot`: one line per problem, none when they match. */
export function check(cataloguesRoot: string, extracted: Map<string, string[]>): Promise<string[]>;
