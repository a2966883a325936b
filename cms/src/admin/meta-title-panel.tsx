/**
 * A side panel of the blog's edit view that shows only while the title has been changed and the meta title still
 * reads the saved title (the contract's staleMetaTitle, the React admin's warning too): otherwise the browser tab and
 * search results would keep the article's old name.
 */
import { Typography } from '@strapi/design-system';
import { useForm } from '@strapi/strapi/admin';
import { staleMetaTitle, staleMetaTitleMessage } from '@cadmax/contract';

type Texts = Record<string, unknown>;
const text = (values: Texts | undefined, name: string) => (typeof values?.[name] === 'string' ? values[name] : '');

const MetaTitlePanel = ({ model }: { model: string }) => {
  const values = useForm('MetaTitlePanel', (state) => state.values as Texts, false);
  const saved = useForm('MetaTitlePanel', (state) => state.initialValues as Texts, false);
  if (model !== 'api::blog.blog') return null;
  if (!staleMetaTitle(text(saved, 'title'), text(values, 'title'), text(values, 'meta_title'))) return null;
  return {
    title: 'Meta title',
    content: (
      <Typography tag="p" variant="omega" textColor="warning700" role="status">
        {staleMetaTitleMessage}
      </Typography>
    ),
  };
};

export default MetaTitlePanel;
