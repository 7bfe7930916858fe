// What the tell-a-friend form reads (issue 15 #4): the loader's form data (/send-to-friend/{sku}) and the action's
// answer — sent (the form cleared, with a fresh key), refused with messages by field and the input kept, or one
// more recipient row asked for.
import type { FieldErrors, TextRef } from '../../../../domain/account-forms';

export interface FriendFormData {
  csrf: string;
  formKey: string;
  maxTextLength: number;
  book: { sku: string; title: string; path: string };
  /** From the profile when logged in (spec 3 §5), else empty. */
  prefill: { firstname: string; lastname: string; email: string };
  /** The visitor's partner code (the affiliate cookie), '' without one: the hidden field of spec 3 §3. */
  partnerCode: string;
  maxRecipients: number;
}

export interface FriendFormResult {
  sent: boolean;
  errors: FieldErrors;
  formError: TextRef | null;
  values: Record<string, string>;
  /** Recipient rows the form shows. */
  rows: number;
  /** After a send: the key of the next, empty form. */
  formKey?: string;
}
