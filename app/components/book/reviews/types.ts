// What the review form's action answers (issue 15 #3), as the form reads it: sent, a preview, or refused with
// messages by field; the typed input always comes back so nothing is lost.
import type { FieldErrors, TextRef } from '../../../../domain/account-forms';
import type { ReviewPreview } from '../../../../domain/review-form';

export interface ReviewFormResult {
  sent: boolean;
  errors: FieldErrors;
  formError: TextRef | null;
  values: Record<string, string>;
  preview: ReviewPreview | null;
}

/** What the form needs from the server: the profile text's limit and the logged-in reviewer's account. */
export interface ReviewFormSetup {
  maxProfileLength: number;
  account: { email: string; firstname: string; lastname: string } | null;
}
