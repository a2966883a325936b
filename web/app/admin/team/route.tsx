import { useState } from 'react';
import { teamDelete, teamGet } from '../../api/endpoints';
import type { TeamMember } from '../../api/types';
import { useConfirmDelete } from '../components/confirm-delete';
import { Card, PageHeader } from '../components/page-header';
import { EmptyState, Loading } from '../components/states';
import { useRemote } from '../lib/use-remote';
import { TeamModal } from './team-modal';

export const meta = () => [{ title: 'Team Listing | Admin' }];

export default function Team() {
  const list = useRemote(async () => (await teamGet()).data, 'team');
  const [editing, setEditing] = useState<{ member?: TeamMember } | null>(null);
  const del = useConfirmDelete({ remove: teamDelete, reload: list.reload, title: 'Delete team member' });
  const rows = list.data ?? [];

  return (
    <>
      <PageHeader
        title="Team Listing"
        action={
          <button type="button" className="adm-btn adm-btn--primary" onClick={() => setEditing({})}>
            Add Team Member
          </button>
        }
      />
      <Card title="Team Listing">
        {list.loading && !list.data ? (
          <Loading />
        ) : rows.length === 0 ? (
          <EmptyState kind="table" />
        ) : (
          <div className="adm-table-wrap" tabIndex={0} role="region" aria-label="Team members">
            <table className="adm-table">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Image</th>
                  <th scope="col">Name</th>
                  <th scope="col">Role</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={row._id}>
                    <td>{i + 1}</td>
                    <td>
                      {row.imageUrl ? <img className="adm-table__img" src={row.imageUrl} alt={row.name} /> : <span className="adm-muted">No image</span>}
                    </td>
                    <td>{row.name}</td>
                    <td>{row.position}</td>
                    <td className="adm-table__actions">
                      <button type="button" className="adm-btn adm-btn--small" aria-label={`Edit ${row.name}`} onClick={() => setEditing({ member: row })}>
                        Edit
                      </button>
                      <button type="button" className="adm-btn adm-btn--small adm-btn--danger" aria-label={`Delete ${row.name}`} onClick={() => del.ask(row._id)}>
                        Delete
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      {editing && (
        <TeamModal
          member={editing.member}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            list.reload();
          }}
        />
      )}
      {del.dialog}
    </>
  );
}
