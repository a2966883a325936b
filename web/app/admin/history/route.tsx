import {
  DEFAULT_LOCALE,
  LOCALE_NAMES,
  PUBLISHABLE_TYPES,
  auditUserLabel,
  messages,
  versionSummary,
  type PublishableType,
  type RecordVersion,
} from '@cadmax/contract';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { data, Form, Link, useLoaderData, type Params } from 'react-router';
import { recordVersions, restoreVersion, versionDiff } from '../../api/endpoints';
import { adminTitle } from '../../lib/meta';
import { inLanguage, paths } from '../../paths';
import { LanguageTabs, urlLocale } from '../components/language-tabs';
import { Modal } from '../components/modal';
import { Card, PageHeader } from '../components/page-header';
import { ScreenError } from '../components/screen-error';
import { toastUndoWith } from '../components/undo-toast';
import { INTENT, formDataOf, useSave, type Outcome } from '../lib/actions';
import { formatDateTime } from '../lib/dates';
import { adminLoader } from '../lib/guard';
import { msg } from '../lib/messages';
import { reportActionError } from '../lib/outcome';
import { PUBLISHABLE_SCREENS } from '../lib/publishing';
import { VersionChanges } from './version-changes';
import './history.css';

/**
 * D-14.2: /admin/history/{blog|project}/{id}, a record's versions (every save keeps one: who, when in IST to the
 * second, and a line of what it changed, so quick saves read apart in the list and the From/To selects), what
 * changed between any two (`?from=&to=` in the URL, so Back and a reload keep the comparison; by default the newest
 * against the one before), and 'Restore as draft', which asks first and then saves that version as the draft; its
 * toast's 'Undo' restores the version it replaced. D-15: each language has its own history (`?locale=hi`, a tab per
 * language): a Hindi version keeps the Hindi texts, and restores them as the Hindi draft.
 */
export const meta = () => [{ title: adminTitle('History') }];

const RESTORE_VERSION = 'restore-version';

function recordOf(params: Params): { type: PublishableType; id: string } {
  const type = params.type as PublishableType;
  if (!PUBLISHABLE_TYPES.includes(type) || !params.id) throw data('Not found', { status: 404 });
  return { type, id: params.id };
}

export const clientLoader = adminLoader(async ({ params, request }: { params: Params; request: Request }) => {
  const { type, id } = recordOf(params);
  const query = new URL(request.url).searchParams;
  const locale = urlLocale(query);
  const versions = (await recordVersions(type, id, locale)).data;
  const known = new Set(versions.map((v) => v._id));
  const chosen = (key: string, fallback: string | undefined) => {
    const value = query.get(key);
    return value && known.has(value) ? value : fallback;
  };
  const to = chosen('to', versions[0]?._id);
  const from = chosen('from', versions[1]?._id ?? to);
  const diff = from && to && from !== to ? (await versionDiff(type, from, to)).data : null;
  return { type, id, locale, versions, from: from ?? '', to: to ?? '', diff };
});

/** 'Restore as draft', and its toast's 'Undo' (the version it replaced, restored the same way). */
export async function clientAction({ params, request }: { params: Params; request: Request }): Promise<Outcome> {
  const { type, id } = recordOf(params);
  const locale = urlLocale(new URL(request.url).searchParams);
  const form = await request.formData();
  if (form.get(INTENT) !== RESTORE_VERSION) throw new Error(`Unknown history action: ${String(form.get(INTENT))}`);
  try {
    const answer = await restoreVersion(type, String(form.get('_id') ?? ''));
    const { version, previous } = answer.data ?? { version: null, previous: null };
    if (version && previous && version._id !== previous._id) {
      toastUndoWith(answer.message, {
        id: `version-${version._id}`,
        action: paths.admin.history(type, id, locale),
        fields: { [INTENT]: RESTORE_VERSION, _id: previous._id },
      });
    } else toast.success(answer.message);
    return { ok: true };
  } catch (error) {
    reportActionError(error);
    return { ok: false };
  }
}

export const ErrorBoundary = () => <ScreenError title="History" subject="The history" />;

/** Who saved a version, as the activity log names them; a save no person made (the seed) says so. */
const savedBy = (version: RecordVersion) => (version.user ? auditUserLabel(version) : msg.savedAutomatically);
const timeOf = (version: RecordVersion) => formatDateTime(version.createdAt, { seconds: true });
const optionLabel = (version: RecordVersion, newest: boolean) =>
  `${timeOf(version)} · ${savedBy(version)} · ${versionSummary(version.changes)}${newest ? ' (current draft)' : ''}`;

/** One end of the comparison: every version, newest (the current draft) first. */
function VersionSelect({
  name,
  label,
  versions,
  value,
}: {
  name: 'from' | 'to';
  label: string;
  versions: RecordVersion[];
  value: string;
}) {
  return (
    <label className="adm-filter">
      <span className="adm-label">{label}</span>
      <select name={name} defaultValue={value}>
        {versions.map((version, index) => (
          <option key={version._id} value={version._id}>
            {optionLabel(version, index === 0)}
          </option>
        ))}
      </select>
    </label>
  );
}

export default function History() {
  const { type, id, locale, versions, from, to, diff } = useLoaderData<typeof clientLoader>();
  const screens = PUBLISHABLE_SCREENS[type];
  const [asked, setAsked] = useState<RecordVersion | null>(null);
  const { busy, send } = useSave();
  const newest = versions[0];

  const restore = () => {
    if (!asked) return;
    send(formDataOf({ _id: asked._id }), RESTORE_VERSION);
    setAsked(null);
  };

  return (
    <>
      <PageHeader
        title={`${screens.noun} history`}
        action={
          <Link className="adm-btn adm-btn--ghost" to={inLanguage(screens.edit(id), locale)}>
            Back to the {screens.noun.toLowerCase()}
          </Link>
        }
      />
      <LanguageTabs current={locale} />
      <Card title={`${LOCALE_NAMES[locale]} versions${newest ? ` of “${newest.title || msg.untitled}”` : ''}`}>
        {versions.length === 0 ? (
          <p className="adm-muted">{msg.noVersions}</p>
        ) : (
          <ol className="adm-history" aria-busy={busy}>
            {versions.map((version, index) => (
              <li key={version._id} className="adm-history__item">
                <div className="adm-history__about">
                  <p className="adm-history__when">
                    <time dateTime={version.createdAt}>{timeOf(version)}</time>
                    {index === 0 && <span className="adm-state adm-state--draft">Current draft</span>}
                  </p>
                  <p className="adm-history__who">{savedBy(version)}</p>
                  <p className="adm-history__changes">{versionSummary(version.changes)}</p>
                  <p className="adm-history__title" lang={version.title ? version.locale : undefined}>
                    {version.title || msg.untitled}
                  </p>
                </div>
                {index > 0 && (
                  <div className="adm-history__actions">
                    <Link
                      className="adm-btn adm-btn--small adm-btn--ghost"
                      to={`?${new URLSearchParams({ ...(locale !== DEFAULT_LOCALE && { locale }), from: version._id, to: newest?._id ?? '' })}`}
                      aria-label={`Compare the version of ${timeOf(version)} with the current draft`}
                    >
                      Compare with current
                    </Link>
                    <button
                      type="button"
                      className="adm-btn adm-btn--small"
                      aria-label={`Restore the version of ${timeOf(version)} as the draft`}
                      disabled={busy}
                      onClick={() => setAsked(version)}
                    >
                      Restore as draft
                    </button>
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
      </Card>
      {versions.length > 1 && (
        <Card title="Changes">
          {/* A GET form: the two versions are the URL the loader reads. Keyed so the selects follow it. */}
          <Form method="get" className="adm-toolbar adm-history__compare" key={`${from}-${to}`}>
            {locale !== DEFAULT_LOCALE && <input type="hidden" name="locale" value={locale} />}
            <VersionSelect name="from" label="From" versions={versions} value={from} />
            <VersionSelect name="to" label="To" versions={versions} value={to} />
            <button type="submit" className="adm-btn adm-btn--small">
              Compare
            </button>
          </Form>
          <VersionChanges diff={diff} />
        </Card>
      )}
      {(asked || busy) && (
        <Modal title="Restore as draft" onClose={() => setAsked(null)} locked={busy}>
          <p className="adm-modal__text">{messages.confirmRestoreVersion}</p>
          {asked && (
            <p className="adm-modal__text">
              {`${timeOf(asked)} · ${savedBy(asked)}`}: <strong>{asked.title || msg.untitled}</strong>
            </p>
          )}
          <div className="adm-modal__actions">
            <button type="button" className="adm-btn adm-btn--ghost" onClick={() => setAsked(null)} disabled={busy}>
              Cancel
            </button>
            <button type="button" className="adm-btn adm-btn--primary" onClick={restore} disabled={busy}>
              {busy ? msg.undoing : 'Restore as draft'}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
}
