import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { DEFAULT_LOCALE, type Locale } from '@cadmax/contract';
import {
  data,
  Link,
  redirect,
  useBlocker,
  useLoaderData,
  useLocation,
  useNavigate,
  type Params,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { publishRecord, unpublishRecord } from '../../api/endpoints';
import type { Envelope, PublishableType, Publishing } from '../../api/types';
import { FormActions } from '../components/form-actions';
import { LanguageTabs, TranslationNotice, urlLocale, useUrlLocale } from '../components/language-tabs';
import { Modal } from '../components/modal';
import { Card, PageHeader } from '../components/page-header';
import { PublishingPanel, PUBLISHING_INTENTS } from '../components/publishing-panel';
import { ScreenError } from '../components/screen-error';
import { INTENT, saveRecord, useSave, type Outcome } from './actions';
import { adminLoader } from './guard';
import { PUBLISHABLE_SCREENS } from './publishing';
import { adminTitle } from '../../lib/meta';
import { paths } from '../../paths';

/**
 * One pattern for the admin's record forms (blog, project; reuse it for a new content type): routes
 * `…-add` and `…-update/:id` share one module, which exports what `recordFormRoute` returns (`meta`,
 * `clientLoader`, `clientAction`, `shouldRevalidate`, `ErrorBoundary`). Its clientLoader
 * reads the record in edit mode, its clientAction adds or updates and, once saved, goes to the list; the page is its
 * `Form`, which posts what the page's `build` makes.
 */
interface RecordFormApi<R> {
  /** The record; in `locale`, its texts in that language where it has them (D-15). */
  read: (id: string, locale?: Locale) => Promise<{ status: boolean; data?: R }>;
  add: (form: FormData) => Promise<Envelope>;
  update: (form: FormData) => Promise<Envelope>;
}

export type RecordFormConfig<R> = {
  api: RecordFormApi<R>;
  /** the toasts when the record does not come back, or the request fails. */
  loadFailed: { notFound: string; failed: string };
} & (
  | {
      /**
       * Drafts (D-11.5): the record has a draft and a published version (`read` then answers its state). The form
       * adds 'Save draft', 'Publish at', and in edit mode 'Publish', 'Unpublish' and 'Preview'. Its noun and list
       * are the type's (`PUBLISHABLE_SCREENS`).
       */
      publishing: PublishableType;
      /**
       * D-15: the edit form has a tab per language (`?locale=hi`): the Hindi one reads and saves the record's Hindi
       * texts; its shared fields, history and publishing stay on the English tab.
       */
      localized?: true;
    }
  | {
      publishing?: undefined;
      /** One record ('Blog'): 'Add Blog' / 'Edit Blog', 'Save Blog' / 'Update Blog'. */
      noun: string;
      /** Where a saved record goes, and Cancel. */
      listPath: string;
    }
);

/** What an action of the publishing panel answers: the form stays, and its record (and state) is read again. */
interface PublishOutcome extends Outcome {
  reload: true;
}

export function recordFormRoute<R>(config: RecordFormConfig<R>) {
  const { api, loadFailed, publishing } = config;
  const localized = publishing !== undefined && config.localized === true;
  const { noun, listPath } = publishing
    ? { noun: PUBLISHABLE_SCREENS[publishing].noun, listPath: PUBLISHABLE_SCREENS[publishing].list }
    : config;
  return {
    meta: () => [{ title: adminTitle(noun) }],
    /** Edit mode loads the record first; add mode has none. */
    clientLoader: adminLoader(async ({ params, request }: { params: Params; request: Request }): Promise<R | null> => {
      if (!params.id) return null;
      const locale = localized ? urlLocale(new URL(request.url).searchParams) : DEFAULT_LOCALE;
      const answer = await api.read(params.id, locale).catch((error: unknown) => {
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
      const intent = form.get(INTENT);
      form.delete(INTENT);
      // D-11.5: publish or unpublish the saved record, and stay on the form with its new state.
      if (
        publishing &&
        params.id &&
        (intent === PUBLISHING_INTENTS.publish || intent === PUBLISHING_INTENTS.unpublish)
      ) {
        const id = params.id;
        const outcome = await saveRecord(() =>
          intent === PUBLISHING_INTENTS.publish ? publishRecord(publishing, id) : unpublishRecord(publishing, id),
        );
        return { ...outcome, reload: true } satisfies PublishOutcome;
      }
      // 'Save draft' and 'Publish at' save the form as a draft (the latter with its `publishAt`); the default publishes.
      if (publishing && intent === PUBLISHING_INTENTS.draft) form.set('status', 'draft');
      if (params.id) form.set('_id', params.id);
      const locale = localized && params.id ? urlLocale(new URL(request.url).searchParams) : DEFAULT_LOCALE;
      if (locale !== DEFAULT_LOCALE) form.set('locale', locale);
      const outcome = await saveRecord(() => (params.id ? api.update(form) : api.add(form)));
      return outcome.ok ? redirect(listPath) : outcome;
    },
    /**
     * The record is read on arrival only: a refused save must not reload it over what the admin typed. A publish or
     * unpublish (D-11.5) reads it again, for its new state.
     */
    shouldRevalidate: ({ formMethod, defaultShouldRevalidate, actionResult }: ShouldRevalidateFunctionArgs) =>
      formMethod ? (actionResult as Partial<PublishOutcome> | undefined)?.reload === true : defaultShouldRevalidate,
    ErrorBoundary: () => <ScreenError title={`Edit ${noun}`} subject={`The ${noun.toLowerCase()}`} />,
    Form: (props: FormProps) => (
      <RecordForm noun={noun} listPath={listPath} publishing={publishing} localized={localized} {...props} />
    ),
  };
}

const INTENT_SAVE = 'save';

interface FormProps {
  /** Edit mode (the route has an id), else add mode. */
  editing: boolean;
  /** Builds the post from the form's state, or returns null to send nothing (a check failed and said why). */
  build: () => FormData | null;
  children: ReactNode;
}

/** The page of a record form: heading, the fields in a card, Cancel and Save; the post goes to the route's action. */
function RecordForm({
  noun,
  editing,
  listPath,
  publishing,
  localized,
  build,
  children,
}: FormProps & { noun: string; listPath: string; publishing?: PublishableType; localized: boolean }) {
  const navigate = useNavigate();
  const record = useLoaderData() as (Publishing & { _id: string; locale?: Locale }) | null;
  const locale = useUrlLocale();
  // D-15: another language's tab edits that version's texts only; the record's own tools stay on the English tab.
  const translating = localized && locale !== DEFAULT_LOCALE;
  const { busy, send } = useSave();
  const leave = useLeaveGuard(busy);
  /** A save of what the form holds: the default publishes; 'Save draft' and 'Publish at' keep a draft (D-11.5). */
  const save = (intent: string, publishAt?: string) => {
    const form = busy ? null : build();
    if (!form) return;
    if (publishAt) form.set('publishAt', publishAt);
    leave.saving();
    send(form, intent);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(INTENT_SAVE);
  };
  return (
    <>
      <PageHeader
        title={`${editing ? 'Edit' : 'Add'} ${noun}`}
        action={
          // D-14.2: every save keeps a version; the history compares and restores them (each language's its own).
          publishing &&
          record && (
            <Link className="adm-btn adm-btn--ghost" to={paths.admin.history(publishing, record._id, locale)}>
              History
            </Link>
          )
        }
      />
      {localized && editing && record && <LanguageTabs current={locale} />}
      <Card>
        {translating && (
          <TranslationNotice
            noun={noun}
            locale={locale}
            exists={record?.locale === locale}
            shared="What both languages share (the images, the dates, the address) and the publishing are on the English tab."
          />
        )}
        <form
          className="adm-form"
          onSubmit={submit}
          onInput={leave.changed}
          onChange={leave.changed}
          lang={translating ? locale : undefined}
        >
          {children}
          {publishing && !translating && (
            <PublishingPanel
              type={publishing}
              record={record}
              busy={busy}
              onSaveDraft={(publishAt) => save(PUBLISHING_INTENTS.draft, publishAt)}
              onAction={(intent) => send(new FormData(), intent)}
            />
          )}
          <FormActions
            editing={editing}
            busy={busy}
            onCancel={() => navigate(listPath)}
            noun={noun}
            className="adm-form__actions"
          />
        </form>
      </Card>
      {leave.dialog}
    </>
  );
}

/**
 * What the admin typed and did not save is not dropped without asking: leaving the form with changes (a link, Cancel,
 * Back, or the other language's tab, D-15.9) asks first. A save's own way to the list is not a leave.
 */
function useLeaveGuard(busy: boolean) {
  const changed = useRef(false);
  const saving = useRef(false);
  const location = useLocation();
  // Another record or language loaded into the form: nothing typed in it yet.
  useEffect(() => {
    changed.current = false;
  }, [location.pathname, location.search]);
  // A refused save stays on the form, its changes still unsaved.
  useEffect(() => {
    if (!busy) saving.current = false;
  }, [busy]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      changed.current &&
      !saving.current &&
      currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search,
  );
  const stay = () => blocker.reset?.();
  return {
    changed: () => {
      changed.current = true;
    },
    saving: () => {
      saving.current = true;
    },
    dialog:
      blocker.state === 'blocked' ? (
        <Modal title="Unsaved changes" onClose={stay}>
          <p className="adm-modal__text">Leave this page without saving? What you changed on it will be lost.</p>
          <div className="adm-modal__actions">
            <button type="button" className="adm-btn adm-btn--ghost" onClick={stay}>
              Stay
            </button>
            <button type="button" className="adm-btn adm-btn--danger" onClick={() => blocker.proceed()}>
              Leave without saving
            </button>
          </div>
        </Modal>
      ) : null,
  };
}
