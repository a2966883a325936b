import { useLoaderData } from 'react-router';
import { teamAdd, teamDelete, teamEdit, teamGet } from '../../api/endpoints';
import type { TeamMember } from '../../api/types';
import { useConfirmDelete } from '../components/confirm-delete';
import { DeleteButton, EditButton, type Column } from '../components/data-table';
import { ScreenError } from '../components/screen-error';
import { TableScreen, useEditor } from '../components/table-screen';
import { listAction } from '../lib/actions';
import { TeamModal } from './team-modal';
import { adminLoader } from '../lib/guard';
import { adminTitle } from '../../lib/meta';

export const meta = () => [{ title: adminTitle('Team Listing') }];

export const clientLoader = adminLoader(async () => (await teamGet()).data);
export const clientAction = listAction({ remove: teamDelete, add: teamAdd, edit: teamEdit });
export const ErrorBoundary = () => <ScreenError title="Team Listing" subject="The team" />;

export default function Team() {
  const members = useLoaderData<typeof clientLoader>();
  const editor = useEditor<TeamMember>();
  const del = useConfirmDelete({ title: 'Delete team member' });

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
          <EditButton name={row.name} onClick={() => editor.open(row)} />
          <DeleteButton name={row.name} onClick={() => del.ask(row._id)} />
        </>
      ),
    },
  ];

  return (
    <TableScreen
      title="Team Listing"
      label="Team members"
      rows={members}
      columns={columns}
      action={editor.addButton('Add Team Member')}
    >
      {editor.editing && <TeamModal member={editor.editing.record} onClose={editor.close} />}
      {del.dialog}
    </TableScreen>
  );
}
