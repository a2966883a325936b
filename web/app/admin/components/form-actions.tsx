interface Props {
  /** Edit mode: the button reads 'Update…', else 'Save…'. */
  editing: boolean;
  /** A save is under way (R-4.8: both buttons disabled, 'Updating...' / 'Saving...'). */
  busy: boolean;
  onCancel: () => void;
  /** Named in the button: 'Save Blog'; without it just 'Save'. */
  noun?: string;
  className: string;
}

/** Cancel and submit, the end of every admin add/edit form. */
export function FormActions({ editing, busy, onCancel, noun, className }: Props) {
  const verb = editing ? 'Update' : 'Save';
  return (
    <div className={className}>
      <button type="button" className="adm-btn adm-btn--ghost" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      <button type="submit" className="adm-btn adm-btn--primary" disabled={busy}>
        {busy ? (editing ? 'Updating...' : 'Saving...') : noun ? `${verb} ${noun}` : verb}
      </button>
    </div>
  );
}
