/**
 * The browser side of the three public forms. Each form is a real `<form method="post">` that a
 * route action answers on the server (lib/public-form.server.ts), so it works before and without JavaScript. Once
 * React runs, this adds the spec's behaviour: a missing field shows 'Please fill out all fields.' without a
 * request; while sending the button reads 'Processing..' and a second submit is ignored; the answer is a toast
 * (the server's message, or 'Something went wrong, please try again.'), and a success resets the form.
 * The fields are uncontrolled: what a visitor types before the script has loaded stays in them and is sent.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FILE_MAX_BYTES, FILE_TOO_LARGE, messages, newSubmissionKey } from '@cadmax/contract';
import { FAILURE_MESSAGE, toast } from './toast';

export const MISSING_FIELDS_MESSAGE = messages.fillAllFields;
export const PROCESSING_LABEL = 'Processing..';
/** The hidden field that carries a form's submission key: a repeat of one submission is stored once. */
export const SUBMISSION_KEY_FIELD = 'submission_key';

/** What a public form's action answers. On a refusal, the text fields as sent and the required ones left empty. */
export interface FormResult {
  status: boolean;
  message: string;
  values?: Record<string, string>;
  missing?: string[];
}

interface Options {
  /** The fields that must not be empty (checked here, and again by the action and the CMS). */
  required: readonly string[];
  /** The action's latest answer: `useActionData()` for a page's `<Form>`, `fetcher.data` for a fetcher. */
  result: FormResult | undefined;
  /** True while this form's submission (and the reload after it) runs. */
  busy: boolean;
  /** A file field whose size is checked before the upload starts. */
  file?: string;
  /** D-15: the browser's own refusals in the page's language (its catalogue); English by default. */
  words?: FormWords;
}

/** The messages the browser itself shows: a field left empty, a file too large, a failure without a message. */
export interface FormWords {
  missing: string;
  tooLarge: string;
  failure: string;
}

const ENGLISH_WORDS: FormWords = {
  missing: MISSING_FIELDS_MESSAGE,
  tooLarge: FILE_TOO_LARGE,
  failure: FAILURE_MESSAGE,
};

export function usePublicForm({ required, result, busy, file, words = ENGLISH_WORDS }: Options) {
  const formRef = useRef<HTMLFormElement>(null);
  // Refs, not state: two quick submits happen before React re-renders the disabled button.
  const inFlight = useRef(false);
  const sawBusy = useRef(false);
  // An answer rendered by the server after the browser's own submit (no JavaScript yet, or none at all) is shown in
  // the form until the visitor submits again; answers to submits made here are toasts.
  const [shown, setShown] = useState(result);
  // The submission key, one per page view: never rendered by the server (its pages are cached and shared, and a
  // shared key made one visitor's enquiry a repeat of another's), but made here once the form is shown, or, after a
  // refusal rendered by the server, the one that was sent, so sending again is a repeat of the same submission; the
  // CMS stores a repeat (the same key and content) once. A success starts a new one. A form sent before this runs
  // (or without JavaScript) sends none: the route action derives one from its content (lib/public-form.server.ts).
  const [submissionKey, setSubmissionKey] = useState(() => result?.values?.[SUBMISSION_KEY_FIELD] ?? '');
  useEffect(() => setSubmissionKey((key) => key || newSubmissionKey()), []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (inFlight.current) {
      event.preventDefault();
      return;
    }
    const fields = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = fields.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    if (required.some((name) => !text(name))) {
      event.preventDefault();
      toast.error(words.missing);
      return;
    }
    const input = file ? event.currentTarget.elements.namedItem(file) : null;
    const chosen = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
    if (chosen && chosen.size > FILE_MAX_BYTES) {
      event.preventDefault();
      toast.error(words.tooLarge);
      return;
    }
    inFlight.current = true;
    setShown(undefined);
  }

  useEffect(() => {
    if (!inFlight.current) return;
    if (busy) {
      sawBusy.current = true;
      return;
    }
    if (!sawBusy.current) return;
    inFlight.current = false;
    sawBusy.current = false;
    if (!result) return;
    if (result.status) {
      toast.success(result.message);
      formRef.current?.reset();
      setSubmissionKey(newSubmissionKey());
    } else {
      toast.error(result.message || words.failure);
    }
  }, [busy, result, words]);

  /** A field's name, its value after a refused server-side submit, and whether it was left empty. */
  const field = (name: string, initial = '') => ({
    name,
    defaultValue: shown?.values?.[name] ?? initial,
    'aria-invalid': shown?.missing?.includes(name) ? true : undefined,
  });

  return { formRef, onSubmit, submitting: busy, shown, field, submissionKey };
}
