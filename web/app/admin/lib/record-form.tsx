import type { FormEvent, ReactNode } from 'react';
import toast from 'react-hot-toast';
import { data, redirect, useNavigate, type Params, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Envelope } from '../../api/types';
import { FormActions } from '../components/form-actions';
import { Card, PageHeader } from '../components/page-header';
import { ScreenError } from '../components/screen-error';
import { INTENT, saveRecord, useSave } from './actions';
import { adminLoader } from './guard';

/**
 * One pattern for the admin's record forms (blog, project; reuse it for a new content type): routes
 * `…-add` and `…-update/:id` share one module, which exports what `recordFormRoute` returns. Its clientLoader
 * reads the record in edit mode, its clientAction adds or updates and, once saved, goes to the list; the page is its
 * `Form`, which posts what the page's `build` makes.
 */
export interface RecordFormConfig<R> {
  /** One record ('Blog'): 'Add Blog' / 'Edit Blog', 'Save Blog' / 'Update Blog'. */
  noun: string;
  api: {
    read: (id: string) => Promise<{ status: boolean; data?: R }>;
    add: (form: FormData) => Promise<Envelope>;
    update: (form: FormData) => Promise<Envelope>;
  };
  /** Where a saved record goes, and Cancel. */
  listPath: string;
  /** the toasts when the record does not come back, or the request fails. */
  loadFailed: { notFound: string; failed: string };
}

export function recordFormRoute<R>({ noun, api, listPath, loadFailed }: RecordFormConfig<R>) {
  return {
    /** Edit mode loads the record first; add mode has none. */
    clientLoader: adminLoader(async ({ params }: { params: Params }): Promise<R | null> => {
      if (!params.id) return null;
      const answer = await api.read(params.id).catch((error: unknown) => {
        toast.error(loadFailed.failed);
        throw error;
      });
      if (answer.status && answer.data) return answer.data;
      toast.error(loadFailed.notFound);
      throw data(loadFailed.notFound, { status: 404 });
    }),
    /** toasts; a saved record goes to the list, a refused one stays in the form. */
    clientAction: async ({ request, params }: { request: Request; params: Params }) => {
      const form = await request.formData();
      form.delete(INTENT);
      if (params.id) form.set('_id', params.id);
      const outcome = await saveRecord(() => (params.id ? api.update(form) : api.add(form)));
      return outcome.ok ? redirect(listPath) : outcome;
    },
    /** The record is read on arrival only: a refused save must not reload it over what the admin typed. */
    shouldRevalidate: ({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
      !formMethod && defaultShouldRevalidate,
    ErrorBoundary: () => <ScreenError title={`Edit ${noun}`} subject={`The ${noun.toLowerCase()}`} />,
    Form: (props: FormProps) => <RecordForm noun={noun} listPath={listPath} {...props} />,
  };
}

interface FormProps {
  /** Edit mode (the route has an id), else add mode. */
  editing: boolean;
  /** Builds the post from the form's state, or returns null to send nothing (a check failed and said why). */
  build: () => FormData | null;
  children: ReactNode;
}

/** The page of a record form: heading, the fields in a card, Cancel and Save; the post goes to the route's action. */
function RecordForm({ noun, editing, listPath, build, children }: FormProps & { noun: string; listPath: string }) {
  const navigate = useNavigate();
  const { busy, send } = useSave();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = busy ? null : build();
    if (form) send(form);
  };
  return (
    <>
      <PageHeader title={`${editing ? 'Edit' : 'Add'} ${noun}`} />
      <Card>
        <form className="adm-form" onSubmit={submit}>
          {children}
          <FormActions
            editing={editing}
            busy={busy}
            onCancel={() => navigate(listPath)}
            noun={noun}
            className="adm-form__actions"
          />
        </form>
      </Card>
    </>
  );
}
