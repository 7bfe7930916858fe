// Issue 29: the one mechanism behind every shop form that checks itself in the browser. It keeps which fields
// have been left or sent and shows their messages; the rules are the domain's own validators, the ones the server
// applies, so the browser is never stricter than the server and zod stays out of the first load (decision 198). A field's message appears once the shopper leaves it, goes as
// soon as the field is right, and a refused send shows every message plus the summary at the top (GOV.UK / NL
// Design System). A message only the server can give (an email in use, a VAT number VIES refused) stays until
// its field changes. `missing` names what is still wrong for the line beside a button that waits for a valid
// form (spec 3 §4 client step, §5 review form). Decision 555.
import { type FocusEvent, type FormEvent, useState } from 'react';
import type { FieldErrors } from '../../../domain/account-forms';
import { useT } from '../../lib/texts';
import { useHydrated } from '../../lib/use-browser';
import { useFormOnHydration } from '../../lib/use-form-on-hydration';

export type FormFields = Record<string, string>;

/** A field that is still wrong, with the words that name it on the page. */
export interface MissingField {
  name: string;
  id: string;
  label: string;
}

export interface CheckedFormOptions {
  /** The form's id (its fields' ids start with the form's name, inputId). */
  id: string;
  /** The domain's rules over the form's fields as posted (a tick box: 'on' or absent). */
  validate: (fields: FormFields) => FieldErrors;
  /** The server's last answer: its messages and the values it was given. */
  server?: { errors?: FieldErrors | undefined; values?: object | null | undefined } | undefined;
  /** The fields as the page is rendered with them, for the state before the page runs. */
  initial: FormFields;
  /**
   * When a field's message first shows: 'leave' for a form whose button waits until it is valid (spec 3 §4: the
   * client step, the review form), 'send' for a form whose button always works — there a message appearing as
   * a field is left would push the button away under the pointer, and the click would be lost. Once shown, a
   * message follows the typing either way.
   */
  showOn: 'leave' | 'send';
  /** Called with the fields as they stand when the page comes alive and after every change. */
  onFields?: (fields: FormFields) => void;
}

/** The form's fields as they stand (tick boxes 'on' when ticked, as the browser posts them). */
export function readFields(form: HTMLFormElement): FormFields {
  const fields: FormFields = {};
  // A file field counts by its file's name ('' when none is chosen), as the server reads the upload's name.
  for (const [name, value] of new FormData(form))
    fields[name] = typeof value === 'string' ? value : value.name;
  return fields;
}

function labelOf(form: HTMLFormElement, name: string): MissingField | null {
  const input = form.elements.namedItem(name);
  if (!(input instanceof HTMLElement) || !('labels' in input)) return null;
  const field = input as HTMLInputElement;
  // The label's own words, without '(niet verplicht)'.
  const own = field.labels?.[0]?.firstChild?.textContent?.trim() ?? name;
  // Two parts of a form can ask the same thing (the address and the delivery address): then say which part.
  const twice =
    [...form.querySelectorAll('label')].filter((l) => l.firstChild?.textContent?.trim() === own).length > 1;
  const legend = twice
    ? field.closest('fieldset')?.querySelector(':scope > legend')?.textContent?.trim()
    : null;
  return { name, id: field.id, label: legend ? `${legend}: ${own}` : own };
}

export function useCheckedForm(options: CheckedFormOptions) {
  const t = useT();
  const hydrated = useHydrated();
  // The fields as they stand, once the page runs (before: the server's answer is all there is to show).
  const [fields, setFields] = useState<FormFields | null>(null);
  const [missing, setMissing] = useState<MissingField[]>([]);
  // Refused sends, counted, so the summary takes the focus on each one (and not while a field is typed in).
  const [attempts, setAttempts] = useState(0);
  // The fields the visitor changed. A field the browser cleaned on its own (a date input drops a value that is
  // no date) still holds what the server refused, so its message stays.
  const [changed, setChanged] = useState<ReadonlySet<string>>(() => new Set());
  const server = options.server;
  const answer = server?.errors;
  // The fields whose messages show: those the server refused, then those left or sent. A new answer starts over
  // (compared by what it says: a page may hand the same answer in a new object on every render).
  const answerKey = JSON.stringify(answer ?? {});
  const [shown, setShown] = useState(() => ({ answerKey, names: new Set(Object.keys(answer ?? {})) }));
  let names = shown.names;
  if (shown.answerKey !== answerKey) {
    names = new Set(Object.keys(answer ?? {}));
    setShown({ answerKey, names });
  }
  const showAlso = (more: Iterable<string>) =>
    setShown((before) => ({ answerKey: before.answerKey, names: new Set([...before.names, ...more]) }));

  /** The rules' messages, plus the server's own for a field still holding what the server refused. */
  const check = (current: FormFields): FieldErrors => {
    const errors: FieldErrors = { ...options.validate(current) };
    for (const [name, ref] of Object.entries(answer ?? {})) {
      // A password is never sent back: its message stays until something is typed in it.
      const sent = String((server?.values as Record<string, unknown> | null | undefined)?.[name] ?? '');
      if (ref && !errors[name] && (!changed.has(name) || (current[name] ?? '') === sent)) errors[name] = ref;
    }
    return errors;
  };
  const errors = fields ? check(fields) : (answer ?? {});
  const message = (name: string): string | undefined => {
    const ref = names.has(name) ? errors[name] : undefined;
    return ref ? t(ref.key, ref.params) : undefined;
  };

  const follow = (element: HTMLFormElement) => {
    const current = readFields(element);
    setFields(current);
    options.onFields?.(current);
    const wrong = new Set(Object.keys(options.validate(current)));
    // In page order: the order of the form's own fields.
    const inOrder = [...element.elements]
      .map((e) => (e as HTMLInputElement).name)
      .filter((n) => wrong.delete(n));
    setMissing(inOrder.map((name) => labelOf(element, name)).filter((m): m is MissingField => m !== null));
  };
  const typedIn = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (name && !changed.has(name)) setChanged((before) => new Set([...before, name]));
    follow(event.currentTarget);
  };
  // What was typed before the page ran counts at once (app/lib/use-form-on-hydration.ts).
  const ref = useFormOnHydration(follow);

  const summary: Record<string, string> = {};
  if (attempts > 0 || Object.keys(answer ?? {}).length > 0)
    for (const name of names) {
      const text = message(name);
      if (text) summary[name] = text;
    }
  return {
    /** Spread on the <Form>: its id, ref, noValidate and the handlers. */
    props: {
      id: options.id,
      ref,
      noValidate: true,
      onChange: (event: FormEvent<HTMLFormElement>) => typedIn(event),
      onInput: (event: FormEvent<HTMLFormElement>) => typedIn(event),
      onBlur: (event: FocusEvent<HTMLFormElement>) => {
        const field = event.target as Partial<HTMLInputElement>;
        if (options.showOn === 'leave' && field.name && event.currentTarget.contains(event.target))
          showAlso([field.name]);
      },
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        // A button that asks for no check (another recipient row, formNoValidate) posts as it is.
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (submitter instanceof HTMLButtonElement && submitter.formNoValidate) return;
        const current = readFields(event.currentTarget);
        const wrong = Object.keys(check(current));
        if (wrong.length === 0) return;
        event.preventDefault();
        setFields(current);
        showAlso(wrong);
        setAttempts((n) => n + 1);
      },
    },
    /** The message to show by a field: once it was left or sent, until it is right. */
    message,
    /** The messages for the summary (field → text): once a send was refused or the server answered. */
    summary,
    /** Changes with every refused send and every answer of the server: the summary takes the focus then. */
    summaryKey: `${attempts}|${answerKey}`,
    /** Whether the fields as they stand pass the rules (before the page runs: as rendered). */
    valid: Object.keys(options.validate(fields ?? options.initial)).length === 0,
    /** After the page runs, the fields still wrong, in page order. */
    missing: hydrated ? missing : [],
    hydrated,
    fields,
  };
}
