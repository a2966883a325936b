import { Link } from 'react-router';
import { siteBlog } from '../../api/endpoints';
import { requestLocale } from '../../lib/load.server';
import { articleLd } from '../../lib/article-ld';
import { generateMeta, siteFromMatches } from '../../lib/meta';
import { paths } from '../../paths';
import { ArticleLayout } from '../shared/article-layout';
import type { Route } from './+types/route';
import '../blog-article/article.css';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/route-error-boundary';

const TITLE = 'How a Township Layout Gets Approved in Jaipur';
const DESCRIPTION =
  'From the first survey to the JDA approval letter: the steps, drawings and checks behind a township layout in Rajasthan.';
const PUBLISHED = '2025-01-15';

/** The related-blogs sidebar reads the newest CMS articles. */
export async function loader({ request }: Route.LoaderArgs) {
  const { blogs } = (await siteBlog(1, requestLocale(request))).data;
  return { related: blogs.slice(0, 4) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return generateMeta(site, {
    title: TITLE,
    description: DESCRIPTION,
    path: paths.blogStatic,
    type: 'article',
    jsonLd: articleLd(site, {
      title: TITLE,
      description: DESCRIPTION,
      path: paths.blogStatic,
      image: null,
      published: PUBLISHED,
      modified: PUBLISHED,
    }),
  });
};

export default function BlogStatic({ loaderData }: Route.ComponentProps) {
  return (
    <ArticleLayout title={TITLE} published={PUBLISHED} dateLabel="15 January 2025" related={loaderData.related}>
      <div className="prose">
        <p className="lead">
          A township layout in Jaipur passes through more hands than most landowners expect. Knowing the order of the
          steps saves months.
        </p>
        <h2>1. Survey the land as it is</h2>
        <p>
          Every approval starts with a DGPS survey tied to the revenue map: khasra boundaries, levels, existing roads,
          high-tension lines and water bodies. Errors here travel into every later drawing, so we close the survey
          traverse on the ground before a single plot is drawn.
        </p>
        <h2>2. Check the master plan and land use</h2>
        <p>
          The Jaipur Master Plan fixes what the land may become. If the land use is agricultural, a conversion under
          Section 90-A of the Rajasthan Land Revenue Act comes first. Sector roads shown in the master plan must be left
          open at their full width.
        </p>
        <h2>3. Plan the layout to the township policy</h2>
        <p>
          The Rajasthan Township Policy sets the shares: roads, parks and open spaces, facilities and saleable plots. We
          test several layouts against these shares and the site's slope, then pick the one that drains naturally and
          keeps the plots regular.
        </p>
        <h2>4. Submit, answer and receive</h2>
        <p>
          The layout goes to the JDA's planning committee with the title documents, the survey and the service plans for
          water, sewerage and electricity. Observations are normal; a clear, quick answer is what keeps the file moving
          until the approval letter is issued.
        </p>
        <blockquote>
          Good layouts are not drawn once: they are tested against the land, the rules and the buyers until all three
          agree.
        </blockquote>
        <p>
          If you own land on the edge of the city and are weighing a township,{' '}
          <Link to={paths.contact}>talk to our planners</Link> before you commit to a design.
        </p>
      </div>
    </ArticleLayout>
  );
}
