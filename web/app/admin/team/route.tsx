import { DEFAULT_LOCALE } from '@cadmax/contract';
import { useLoaderData } from 'react-router';
import { teamAdd, teamDelete, teamEdit, teamGet } from '../../api/endpoints';
import type { Listed } from '../../api/endpoints';
import type { TeamMember } from '../../api/types';
import { useConfirmDelete } from '../components/confirm-delete';
import { DeleteButton, EditButton, type Column } from '../components/data-table';
import { LanguageToolbar, NeedsMarks, useUrlLocale } from '../components/language-tabs';
import { ScreenError } from '../components/screen-error';
import { TableScreen, useEditor } from '../components/table-screen';
import { listAction } from '../lib/actions';
import { TeamModal } from './team-modal';
import { languageListLoader } from '../lib/language-list';
import { adminTitle } from '../../lib/meta';

export const meta = () => [{ title: adminTitle('Team Listing') }];

export const clientLoader = languageListLoader(teamGet);
export const clientAction = listAction({ remove: teamDelete, add: teamAdd, edit: teamEdit });
export const ErrorBoundary = () => <ScreenError title="Team Listing" subject="The team" />;

export default function Team() {
  const members = useLoaderData<typeof clientLoader>();
  const locale = useUrlLocale();
  const editor = useEditor<Listed<TeamMember>>();
  const del = useConfirmDelete({ title: 'Delete team member' });

  const columns: Column<Listed<TeamMember>>[] = [
    {
      header: 'Image',
      cell: (row) =>
        row.imageUrl ? (
          <img className="adm-table__img" src={row.imageUrl} alt={row.name} />
        ) : (
          <span className="adm-muted">No image</span>
        ),
    },
    {
      header: 'Name',
      cell: (row) => (
        <>
          {row.name} <NeedsMarks locales={row.locales} />
        </>
      ),
    },
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
      // A member is added in English; its Hindi texts from the Hindi tab (D-15).
      action={locale === DEFAULT_LOCALE ? editor.addButton('Add Team Member') : undefined}
      toolbar={<LanguageToolbar />}
    >
      {editor.editing && <TeamModal member={editor.editing.record} locale={locale} onClose={editor.close} />}
      {del.dialog}
    </TableScreen>
  );
}
