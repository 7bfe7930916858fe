// What the events pages get from their loaders and action (issue 15 #2): an event put into words on the server, and
// the registration's answer as the page reads it (the step to show, messages by field, the input kept).
import type { FieldErrors, TextRef } from '../../../domain/account-forms';
import type { RegistrationState } from '../../../domain/events';

export interface EventCard {
  reference: string;
  title: string;
  description: string;
  organisation: string;
  location: string;
  /** The organisers' logos (logo1, logo2), when staff set them. */
  logos: string[];
  explanationForm: string;
  /** 'vrijdag 20 maart 2027, 19.30 uur', or null: no date (yet). */
  when: string | null;
  /** ISO instant for <time datetime>. */
  startsAt: string | null;
  /** '€ 20,00'; 0: free; null: no price given. */
  price: string | 0 | null;
  placesLeft: number;
  state: RegistrationState;
}

/** Why a registration could not be taken. */
export type ClosedReason = Exclude<RegistrationState, 'open'> | 'not_enough_places';

export interface RegistrationResult {
  /** coupon: ask for the coupon (again); form: the registration form; done: registered; closed: no places. */
  step: 'coupon' | 'form' | 'done' | 'closed';
  errors: FieldErrors;
  formError: TextRef | null;
  values: Record<string, string>;
  reason?: ClosedReason;
  textAfterRegistration?: string;
  /** Done without a confirmation mail (over a mail cap, decision 524): the thanks says so. */
  unmailed?: boolean;
}
