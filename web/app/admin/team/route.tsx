import { useState } from 'react';
import { teamDelete, teamGet } from '../../api/endpoints';
import type { TeamMember } from '../../api/types';
import { useConfirmDelete } from '../components/confirm-delete';
import { Card, PageHeader } from '../components/page-header';
import { DataTable, DeleteButton, EditButton, type Column } from '../components/data-table';
import { useRemote } from '../lib/use-remote';
import { TeamModal } from './team-modal';

export const meta = () => [{ title: 'Team Listing | Admin' }];

export default function Team() {
  const list = useRemote(async () => (await teamGet()).data, 'team');
  const [editing, setEditing] = useState<{ member?: TeamMember } | null>(null);
  const del = useConfirmDelete({ remove: teamDelete, reload: list.reload, title: 'Delete team member' });

  const columns: Column<TeamMember>[] = [
    {
      header: 'Image',
      cell: (row) =>
        row.imageUrl ? (
          <img className="adm-table__img" src={row.imageUrl} alt={row.name} />
        ) : (
          <span className="adm-muted">No image</span>
        ),
    },
    { header: 'Name', cell: (row) => row.name },
    { header: 'Role', cell: (row) => row.position },
    {
      header: 'Actions',
      actions: true,
      cell: (row) => (
        <>
          <EditButton name={row.name} onClick={() => setEditing({ member: row })} />
          <DeleteButton name={row.name} onClick={() => del.ask(row._id)} />
        </>
      ),
    },
  ];

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
        <DataTable label="Team members" rows={list.data} loading={list.loading} columns={columns} />
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
