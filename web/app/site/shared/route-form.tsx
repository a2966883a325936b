import { useRef, type FormEvent, type ReactNode } from 'react';
import { SOURCE_PAGE_FIELD } from '@cadmax/contract';
import { Form, useActionData, useNavigation } from 'react-router';
import {
  FormField,
  FormResultMessage,
  HoneypotField,
  SubmissionKeyField,
  resultAction,
} from '../../components/form-field';
import { PhoneInput } from '../../components/phone-input';
import { usePublicForm, type FormResult } from '../../components/use-public-form';
import { formWords, useMessages } from '../../i18n/messages';
import { useHydrated } from '../../lib/use-hydrated';
import { sourcePage } from '../layout/page-views';

type Field = ReturnType<typeof usePublicForm>['field'];

/**
 * A public form posted to its own page's route action: it works without JavaScript, and with it
 * usePublicForm adds the checks, 'Processing..' and the toasts. The frame both page forms share: the titled
 * <Form>, the honeypot, the answer shown after a submit without JavaScript (the post lands on it), and the submit
 * button.
 */
export function RouteForm({
  id,
  title,
  submitLabel,
  required,
  file,
  children,
}: {
  /** Prefix of the form's ids (`contact`, `apply`). */
  id: string;
  title: string;
  submitLabel: string;
  required: readonly string[];
  /** The name of a file field: the form is sent multipart and the file's size checked first. */
  file?: string;
  children: (field: Field) => ReactNode;
}) {
  const navigation = useNavigation();
  const t = useMessages();
  const { formRef, onSubmit, submitting, shown, field, submissionKey } = usePublicForm({
    required,
    result: useActionData<FormResult>(),
    busy: navigation.state !== 'idle' && navigation.formMethod === 'POST',
    file,
    words: formWords(t),
  });
  // D-14.3: filled as the form is sent (the pages this tab saw are known by then); without JavaScript the action
  // takes the page the form was on.
  const source = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const send = (event: FormEvent<HTMLFormElement>) => {
    if (source.current) source.current.value = sourcePage();
    onSubmit(event);
  };
  return (
    <Form
      ref={formRef}
      method="post"
      action={resultAction(id, hydrated)}
      encType={file ? 'multipart/form-data' : undefined}
      className="form"
      onSubmit={send}
      noValidate
      preventScrollReset
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="form__title">
        {title}
      </h2>
      {/* Under the title: the page the browser reloads lands here, the fields it names below. */}
      <FormResultMessage form={id} result={shown} />
      {children(field)}
      <HoneypotField label={t.forms.honeypot} />
      <SubmissionKeyField value={submissionKey} />
      <input ref={source} type="hidden" name={SOURCE_PAGE_FIELD} defaultValue="" />
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? t.forms.processing : submitLabel}
      </button>
    </Form>
  );
}

/** The name and email row every public form with a person's details starts with. */
export function NameAndEmail({ id, field }: { id: string; field: Field }) {
  const t = useMessages();
  return (
    <div className="form__row">
      <FormField id={`${id}-name`} label={t.forms.name} required>
        <input id={`${id}-name`} autoComplete="name" {...field('name')} />
      </FormField>
      <FormField id={`${id}-email`} label={t.forms.email} required>
        <input id={`${id}-email`} type="email" autoComplete="email" {...field('email')} />
      </FormField>
    </div>
  );
}

/**
 * The row after it: the phone, and a required choice from a list (the contact form's service, the application's
 * position), its first option the placeholder.
 */
export function PhoneAndChoice({
  id,
  field,
  choice,
}: {
  id: string;
  field: Field;
  choice: {
    name: string;
    label: string;
    placeholder: string;
    options: readonly { value: string; label: string }[];
    initial?: string;
  };
}) {
  const t = useMessages();
  return (
    <div className="form__row">
      <FormField id={`${id}-phone`} label={t.forms.phone} required>
        <PhoneInput id={`${id}-phone`} {...field('phone_number')} />
      </FormField>
      <FormField id={`${id}-${choice.name}`} label={choice.label} required>
        <select id={`${id}-${choice.name}`} {...field(choice.name, choice.initial)}>
          <option value="">{choice.placeholder}</option>
          {choice.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </FormField>
    </div>
  );
}
