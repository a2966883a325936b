import { useState } from 'react';
import { siteDate } from '@cadmax/contract';
import { saveBlob } from '../lib/save-blob';
import { reportActionError } from '../lib/outcome';

/** 'Export CSV': downloads the list from the CMS with the admin token and saves it as <name>-<date>.csv (IST's date). */
export function ExportButton({ fetchCsv, name }: { fetchCsv: () => Promise<Blob>; name: string }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      saveBlob(await fetchCsv(), `${name}-${siteDate()}.csv`);
    } catch (error) {
      reportActionError(error);
    }
    setBusy(false);
  };
  return (
    <button type="button" className="adm-btn adm-btn--primary" disabled={busy} onClick={() => void run()}>
      {busy ? 'Please wait...' : 'Export CSV'}
    </button>
  );
}
