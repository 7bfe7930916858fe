// The answer of a contact-type form's action (issue 15), as the page reads it: sent, or refused with messages by
// field and the input kept (FormRefusal of the account forms, plus `sent`).
import type { FieldErrors, TextRef } from '../../../domain/account-forms';

export interface ContactFormResult {
  sent: boolean;
  errors: FieldErrors;
  formError: TextRef | null;
  values: Record<string, string>;
}

/** A book of the press request's select. */
export interface PressBookOption {
  sku: string;
  title: string;
}
