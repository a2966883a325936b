import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import toast from 'react-hot-toast';
import {
  QUOTE_SERVICE_LABEL_MAX,
  QUOTE_SERVICE_LABEL_MIN,
  QUOTE_SERVICES_MAX,
  QUOTE_SERVICES_MIN,
  quoteServicesProblem,
  type QuoteServiceInput,
} from '@cadmax/contract';
import { serverMessage } from '../../api/client';
import { quoteServicesGet, quoteServicesSave } from '../../api/endpoints';
import { SettingsForm } from './settings-form';

/** A row of the editor: the service's stored value ('' for a new one), its name, and a key that survives moves. */
interface Row extends QuoteServiceInput {
  key: number;
}

let nextKey = 0;
const rowsOf = (services: QuoteServiceInput[]): Row[] => services.map((s) => ({ ...s, key: ++nextKey }));

export const QUOTE_SERVICES_HELP =
  `The services visitors choose from on the quote form, in this order: ${QUOTE_SERVICES_MIN} to ` +
  `${QUOTE_SERVICES_MAX}, each ${QUOTE_SERVICE_LABEL_MIN} to ${QUOTE_SERVICE_LABEL_MAX} characters, no repeats. ` +
  'Enquiries already sent keep their service, a removed one included.';

/**
 * D-8.13: the quote form's services, edited in place: rename, move up or down, remove, add; saved together.
 * Every control is a button or a field, so the keyboard reaches all of it; a move keeps the focus on the moved row.
 * The rules are the contract's (quoteServicesProblem), the same the CMS applies.
 */
export function QuoteServicesForm() {
  const [rows, setRows] = useState<Row[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [adding, setAdding] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    let live = true;
    quoteServicesGet()
      .then((answer) => live && setRows(rowsOf(answer.data.services)))
      .catch(() => live && setLoadError(true));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  if (loadError) return <p role="alert">The services could not be loaded. Please reload the page.</p>;
  if (!rows) return <p aria-live="polite">Loading...</p>;

  const change = (next: Row[], focus?: string) => {
    setRows(next);
    setProblem(null);
    focusNext.current = focus ?? null;
  };
  const rename = (key: number, label: string) => change(rows.map((r) => (r.key === key ? { ...r, label } : r)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    if (!row) return;
    next.splice(index + by, 0, row);
    const to = index + by;
    // The same button in the row's new place, or the other one when the row reached an end.
    const edge = (by === -1 && to === 0) || (by === 1 && to === next.length - 1);
    const direction = by === -1 ? 'up' : 'down';
    const other = by === -1 ? 'down' : 'up';
    change(next, `quote-service-${edge ? other : direction}-${row.key}`);
  };
  const remove = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    const neighbour = next[Math.min(index, next.length - 1)];
    change(next, neighbour ? `quote-service-${neighbour.key}` : 'quote-service-new');
  };
  const add = () => {
    const label = adding.trim();
    const next = [...rows, { value: '', label, key: ++nextKey }];
    const found = quoteServicesProblem(next);
    if (found) {
      setProblem(found);
      return;
    }
    setAdding('');
    change(next, 'quote-service-new');
  };
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const services = rows.map(({ value, label }) => ({ value, label }));
    const found = quoteServicesProblem(services);
    if (found) {
      setProblem(found);
      toast.error(found);
      return;
    }
    setBusy(true);
    try {
      const answer = await quoteServicesSave(services);
      if (answer.data) setRows(rowsOf(answer.data.services));
      toast.success(answer.message);
    } catch (error) {
      const message = serverMessage(error) ?? 'The services could not be saved. Please try again.';
      setProblem(message);
      toast.error(message);
    }
    setBusy(false);
  };

  return (
    <SettingsForm onSubmit={submit} busy={busy} busyLabel="Saving..." submitLabel="Save Services">
      <fieldset className="adm-quote-services" aria-describedby="quote-services-help">
        <legend>Quote form services</legend>
        <p id="quote-services-help" className="adm-muted">
          {QUOTE_SERVICES_HELP}
        </p>
        <ol className="adm-quote-services__list">
          {rows.map((row, index) => {
            const name = row.label.trim() || `service ${index + 1}`;
            return (
              <li key={row.key} className="adm-quote-services__row">
                <label className="adm-sr-only" htmlFor={`quote-service-${row.key}`}>
                  Service {index + 1}
                </label>
                <input
                  id={`quote-service-${row.key}`}
                  type="text"
                  value={row.label}
                  maxLength={QUOTE_SERVICE_LABEL_MAX}
                  required
                  onChange={(e) => rename(row.key, e.target.value)}
                />
                <button
                  id={`quote-service-up-${row.key}`}
                  type="button"
                  className="adm-btn adm-btn--small"
                  aria-label={`Move ${name} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  ↑
                </button>
                <button
                  id={`quote-service-down-${row.key}`}
                  type="button"
                  className="adm-btn adm-btn--small"
                  aria-label={`Move ${name} down`}
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="adm-btn adm-btn--small adm-btn--danger"
                  aria-label={`Remove ${name}`}
                  disabled={rows.length <= QUOTE_SERVICES_MIN}
                  onClick={() => remove(index)}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ol>
        <div className="adm-quote-services__add">
          <label htmlFor="quote-service-new">New service</label>
          <input
            id="quote-service-new"
            type="text"
            value={adding}
            maxLength={QUOTE_SERVICE_LABEL_MAX}
            onChange={(e) => {
              setAdding(e.target.value);
              setProblem(null);
            }}
            onKeyDown={addOnEnter}
          />
          <button
            type="button"
            className="adm-btn adm-btn--small"
            disabled={rows.length >= QUOTE_SERVICES_MAX}
            onClick={add}
          >
            Add service
          </button>
        </div>
        <p role="alert" className="adm-quote-services__problem">
          {problem}
        </p>
      </fieldset>
    </SettingsForm>
  );
}
