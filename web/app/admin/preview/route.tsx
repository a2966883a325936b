import { PUBLISHABLE_TYPES, type PublishableType } from '@cadmax/contract';
import { data, type Params } from 'react-router';
import { previewLink } from '../../api/endpoints';
import { adminTitle } from '../../lib/meta';
import { ScreenError } from '../components/screen-error';
import { adminLoader } from '../lib/guard';

/**
 * /admin/preview/{blog|project}/{id}: signs a preview link for the record's saved draft and goes there (D-13.4). A
 * card of a record with no public page yet links here rather than to its public address (a 404), so a click, a
 * middle-click and "Open in new tab" all land on the preview.
 */
export const meta = () => [{ title: adminTitle('Preview') }];

export const clientLoader = adminLoader(async ({ params }: { params: Params }) => {
  const type = params.type as PublishableType;
  if (!PUBLISHABLE_TYPES.includes(type) || !params.id) throw data('Not found', { status: 404 });
  const link = (await previewLink(type, params.id)).data;
  // Replaced, so Back returns to the list rather than to this hop.
  window.location.replace(link.url);
  return null;
});

export default function Preview() {
  return <p className="adm-pending">Opening the preview…</p>;
}

export const ErrorBoundary = () => <ScreenError title="Preview" subject="The preview" />;
