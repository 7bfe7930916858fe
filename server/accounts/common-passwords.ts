// DESIGN.md "Passwords": the most common passwords are refused. The list is zxcvbn's (about 49,000 leaked
// passwords, 18,000 of them 8 characters or longer), loaded once on first use, compared case-insensitively.
let list: Promise<ReadonlySet<string>> | null = null;

function commonPasswords(): Promise<ReadonlySet<string>> {
  list ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase())),
  );
  return list;
}

/** A synchronous check for the pure form rules (domain/account-forms.ts), once the list is loaded. */
export async function commonPasswordCheck(): Promise<(password: string) => boolean> {
  const set = await commonPasswords();
  return (password) => set.has(password.toLowerCase());
}
