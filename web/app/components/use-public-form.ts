/**
 * The shared submit flow of the two public forms: a missing field shows
 * 'Please fill out all fields.' without a request; while sending the button reads
 * 'Processing..' and a second submit is ignored; success resets; status false shows the
 * server's message; a failure shows 'Something went wrong, please try again.'.
 */
import axios from 'axios';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import toast from 'react-hot-toast';
import { serverMessage } from '../api/client';
import type { Envelope } from '../api/types';
import { toPhoneDigits } from './phone-input';

export const MISSING_FIELDS_MESSAGE = 'Please fill out all fields.';
export const FAILURE_MESSAGE = 'Something went wrong, please try again.';
export const PROCESSING_LABEL = 'Processing..';

export function usePublicForm<V extends Record<string, string>>(initial: V, required: (keyof V)[]) {
  const [values, setValues] = useState<V>(initial);
  const [submitting, setSubmitting] = useState(false);
  // A ref, not state: two quick submits happen before React re-renders the disabled button.
  const inFlight = useRef(false);
  const [resetKey, setResetKey] = useState(0);

  const setValue = <K extends keyof V>(key: K, value: V[K]) => setValues((prev) => ({ ...prev, [key]: value }));

  // The page paints before its script loads (lib/first-paint.server.ts). Until React has taken over,
  // a submit would be the browser's own (a GET of this page: the enquiry lost, its text in the URL),
  // so the button stays disabled; and what a visitor typed meanwhile is in the fields but not in
  // state, so it is taken over once.
  const ready = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const initialRef = useRef(initial);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<Record<keyof V, string>> = {};
    for (const key of Object.keys(initialRef.current) as (keyof V & string)[]) {
      const field = form.elements.namedItem(key);
      if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement)) continue;
      const value = typedValue(field);
      if (value !== initialRef.current[key]) typed[key] = value;
    }
    if (Object.keys(typed).length > 0) setValues((prev) => ({ ...prev, ...typed }));
  }, []);

  async function submit(send: (values: V) => Promise<Envelope & { message?: string }>): Promise<void> {
    if (inFlight.current) return;
    if (required.some((key) => !values[key]?.trim())) {
      toast.error(MISSING_FIELDS_MESSAGE);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      const answer = await send(values);
      if (answer.status) {
        toast.success(answer.message ?? 'Submitted successfully');
        setValues(initial);
        setResetKey((k) => k + 1);
      } else {
        toast.error(answer.message ?? FAILURE_MESSAGE);
      }
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }

  return { values, setValue, submitting, submit, resetKey, ready, formRef };
}

/** What a field holds as the form's value: a phone's digits; a checkbox's value only when it is ticked. */
function typedValue(field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement): string {
  if (!(field instanceof HTMLInputElement)) return field.value;
  if (field.type === 'tel') return toPhoneDigits(field.value);
  if (field.type === 'checkbox') return field.checked ? field.value : '';
  return field.value;
}

const noSubscription = () => () => {};

/** False in the server's HTML and while React hydrates it, true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** A 4xx answer carries the CMS's reason (validation, rate limit); anything else is a plain failure. */
function failureMessage(error: unknown): string {
  const status = axios.isAxiosError(error) ? error.response?.status : undefined;
  if (status !== undefined && status >= 400 && status < 500) return serverMessage(error) ?? FAILURE_MESSAGE;
  return FAILURE_MESSAGE;
}
