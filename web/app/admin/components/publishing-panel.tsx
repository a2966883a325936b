import { useState } from 'react';
import { previewLink } from '../../api/endpoints';
import type { PreviewLink, PublishableType, PublishState, Publishing } from '../../api/types';
import { reportActionError } from '../lib/outcome';
import { msg } from '../lib/messages';
import { formatDateTime, fromLocalInput, toLocalInput } from '../lib/publishing';
import { Field } from './field';
import { Modal } from './modal';
import { PublishStateBadge } from './publish-state';

/** The intents the publishing panel posts to the record form's clientAction (lib/record-form.tsx). */
export const PUBLISHING_INTENTS = { draft: 'draft', publish: 'publish', unpublish: 'unpublish' } as const;

/** What can be done with the saved record: 'Publish' unless it is published as it is, 'Unpublish' unless a draft. */
const RECORD_ACTIONS = [
  { intent: PUBLISHING_INTENTS.publish, label: 'Publish', hiddenWhen: 'published' },
  { intent: PUBLISHING_INTENTS.unpublish, label: 'Unpublish', hiddenWhen: 'draft' },
] as const satisfies readonly { intent: string; label: string; hiddenWhen: PublishState }[];

interface Props {
  type: PublishableType;
  /** The saved record (edit mode), else null. */
  record: (Pick<Publishing, 'state' | 'publishAt'> & { _id: string }) | null;
  /** A save or publishing action is under way. */
  busy: boolean;
  /** Saves what the form holds as a draft, to be published at `publishAt` (ISO) when given. */
  onSaveDraft: (publishAt?: string) => void;
  /** Posts a publish or unpublish of the saved record. */
  onAction: (intent: string) => void;
}

/**
 * Opens a saved draft's public page through a signed preview link in a new tab (D-11.5), and answers the link. The
 * tab is opened at the click, before the link is signed, so a popup blocker lets it through.
 */
export async function openPreview(type: PublishableType, id: string): Promise<PreviewLink | null> {
  const tab = window.open('', '_blank');
  try {
    const answer = await previewLink(type, id);
    if (tab) {
      tab.opener = null;
      tab.location.href = answer.data.url;
    } else window.open(answer.data.url, '_blank', 'noopener');
    return answer.data;
  } catch (error) {
    tab?.close();
    reportActionError(error);
    return null;
  }
}

/**
 * Drafts (D-11.5): the record's state and what can be done with it. 'Save draft' and 'Publish at this time' save
 * what the form holds as a draft (plain buttons: Enter in a field still submits the form's own save, which
 * publishes); 'Publish' and 'Unpublish' act on the saved record; 'Preview'
 * opens the saved draft's public page through a signed link that works for a few minutes.
 */
export function PublishingPanel({ type, record, busy, onSaveDraft, onAction }: Props) {
  const [at, setAt] = useState(() => toLocalInput(record?.publishAt ?? null));
  const [link, setLink] = useState<PreviewLink | null>(null);
  const [linking, setLinking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const atIso = at && !Number.isNaN(new Date(at).getTime()) ? fromLocalInput(at) : '';

  const preview = async () => {
    if (!record || linking) return;
    setLinking(true);
    setLink(await openPreview(type, record._id));
    setLinking(false);
  };
  // 'Unpublish' takes the record off the site, so it asks first (D-13.4); the rest act at once.
  const act = (intent: string) => (intent === PUBLISHING_INTENTS.unpublish ? setConfirming(true) : onAction(intent));

  return (
    <fieldset className="adm-group adm-publishing">
      <legend>Publishing</legend>
      <p className="adm-publishing__state">
        <span>Status:</span>{' '}
        {record ? <PublishStateBadge state={record.state} publishAt={record.publishAt} /> : <span>Not saved yet</span>}
      </p>
      <p className="adm-hint">
        The save button below publishes at once. 'Save draft' keeps the changes off the public site; 'Unpublish' takes
        the record off it (and cancels a schedule).
      </p>
      <div className="adm-publishing__actions">
        <button type="button" className="adm-btn adm-btn--ghost" disabled={busy} onClick={() => onSaveDraft()}>
          Save draft
        </button>
        {record &&
          RECORD_ACTIONS.filter(({ hiddenWhen }) => record.state !== hiddenWhen).map(({ intent, label }) => (
            <button
              key={intent}
              type="button"
              className="adm-btn adm-btn--ghost"
              disabled={busy}
              onClick={() => act(intent)}
            >
              {label}
            </button>
          ))}
        {record && (
          <button type="button" className="adm-btn adm-btn--ghost" disabled={linking} onClick={() => void preview()}>
            {linking ? 'Opening...' : 'Preview'}
          </button>
        )}
      </div>
      <div className="adm-publishing__schedule">
        <Field label="Publish at" type="datetime-local" step={1} value={at} onChange={setAt} />
        <button
          type="button"
          className="adm-btn adm-btn--ghost"
          disabled={busy || !atIso}
          onClick={() => onSaveDraft(atIso)}
        >
          Publish at this time
        </button>
      </div>
      {confirming && (
        <Modal title="Unpublish" onClose={() => setConfirming(false)}>
          <p className="adm-modal__text">{msg.confirmUnpublish}</p>
          <div className="adm-modal__actions">
            <button type="button" className="adm-btn adm-btn--ghost" onClick={() => setConfirming(false)}>
              Cancel
            </button>
            <button
              type="button"
              className="adm-btn adm-btn--danger"
              onClick={() => {
                setConfirming(false);
                onAction(PUBLISHING_INTENTS.unpublish);
              }}
            >
              Unpublish
            </button>
          </div>
        </Modal>
      )}
      {link && (
        <p className="adm-hint" role="status">
          Preview of the saved draft:{' '}
          <a href={link.url} target="_blank" rel="noreferrer">
            open the preview
          </a>{' '}
          (the link works until {formatDateTime(link.expiresAt)}).
        </p>
      )}
    </fieldset>
  );
}
