// The mailbox an address reaches, so that spellings of one inbox count as one: the daily limit
// and the one pending confirmation of saved searches (otherwise Foo.Bar+1@gmail.com,
// foobar+2@gmail.com… would each get a confirmation e-mail in the same inbox). Lower case; the
// `+tag` (sub-address) removed; at Gmail, which ignores dots, dots removed and googlemail.com
// read as gmail.com. Only for counting: mail still goes to the address as typed.
// Migration 0008 computes the same value in SQL for rows stored before it.

/** Domains whose mailboxes ignore dots in the local part. */
const DOTLESS_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

export function normalizeMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let local = address.slice(0, at).split('+')[0]!;
  let domain = address.slice(at + 1);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
