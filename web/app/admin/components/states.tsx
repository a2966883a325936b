import { msg } from '../lib/messages';

/** empty state: 'Nothing to see !!' (card grids) or 'No data available' (tables). */
export function EmptyState({ kind }: { kind: 'grid' | 'table' }) {
  return (
    <div className="adm-empty" role="status">
      <p className="adm-empty__title">{kind === 'grid' ? msg.emptyGrid : msg.emptyTable}</p>
      <p className="adm-empty__hint">{msg.emptyHint}</p>
    </div>
  );
}

/** loading text: 'LOADING....' (card grids) or 'Loading...'. */
export function Loading({ kind = 'table' }: { kind?: 'grid' | 'table' }) {
  return (
    <p className="adm-loading" role="status">
      {kind === 'grid' ? msg.loadingGrid : msg.loading}
    </p>
  );
}
