import '../../components/slider-css';
import 'swiper/css/effect-fade';
import { useEffect, useRef, useState } from 'react';
import { siteBlog } from '../../api/endpoints';
import { useLocale, useMessages } from '../../i18n/messages';
import { requestLocale } from '../../lib/load.server';
import type { BlogCard as BlogCardData, FeaturedProject } from '../../api/types';
import { ResponsiveImage } from '../../components/responsive-image';
import { Slider } from '../../components/slider';
import { FAILURE_MESSAGE, toast } from '../../components/toast';
import { HERO_IMAGES } from '../../lib/hero-images';
import { catalogueMeta } from '../../lib/meta';
import { paths } from '../../paths';
import { BlogList } from '../shared/blog-card';
import { FactList } from '../shared/fact-list';
import { HeadedSection } from '../shared/headed-section';
import { HeroMedia } from '../shared/page-banner';
import type { Route } from './+types/route';
import './blog.css';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/route-error-boundary';

export async function loader({ request }: Route.LoaderArgs) {
  return (await siteBlog(1, requestLocale(request))).data;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  catalogueMeta(matches, (t) => ({ title: t.pages.blogTitle, description: t.meta.blogDescription }), {
    path: paths.blog,
    image: loaderData?.featured[0]?.image,
  });

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { featured } = loaderData;
  const t = useMessages().pages;
  const l = useMessages().labels;
  return (
    <>
      <section className="blog-hero" aria-labelledby="page-title">
        <HeroMedia media={HERO_IMAGES.blog} className="blog-hero__media" />
        <div className="container">
          <h1 id="page-title" className="section-title">
            {t.blogTitle}
          </h1>
        </div>
        <div className="container">
          <Slider<FeaturedProject>
            label={l.upcomingProjects}
            className="featured-slider"
            items={featured}
            delay={5000}
            fade
            itemKey={(f) => f.title}
            renderSlide={(f) => (
              <article className="featured">
                <ResponsiveImage
                  media={f.image}
                  sizes="(min-width: 1024px) 1200px, 100vw"
                  alt=""
                  className="featured__image"
                />
                <div className="featured__panel">
                  {f.type && <p className="eyebrow">{f.type}</p>}
                  <h2 className="featured__title">{f.title}</h2>
                  <FeaturedFacts project={f} />
                </div>
              </article>
            )}
          />
        </div>
      </section>
      <LatestBlogs
        key={loaderData.blogs[0]?._id ?? 'none'}
        initial={loaderData.blogs}
        totalPages={loaderData.totalPages}
      />
    </>
  );
}

/** 'Latest Blogs' with 'Load More' fetching the next CMS page (D-8.1: the spec's dead button made real). */
function LatestBlogs({ initial, totalPages }: { initial: BlogCardData[]; totalPages: number }) {
  const locale = useLocale();
  const l = useMessages().labels;
  const [blogs, setBlogs] = useState(initial);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  // The index of the first card a 'Load More' added: the keyboard focus moves there, not to the page's top (the
  // button is disabled while loading and gone after the last page, which would drop the focus to <body>).
  const [firstNew, setFirstNew] = useState<number | null>(null);

  useEffect(() => {
    if (firstNew === null) return;
    listRef.current?.querySelectorAll<HTMLElement>(':scope > ul > li')[firstNew]?.querySelector('a')?.focus();
    setFirstNew(null);
  }, [firstNew]);

  async function loadMore() {
    if (loading) return;
    setLoading(true);
    try {
      const next = (await siteBlog(page + 1, locale)).data;
      const added = next.blogs.filter((b) => !blogs.some((p) => p._id === b._id));
      if (added.length) setFirstNew(blogs.length);
      setBlogs((prev) => [...prev, ...added]);
      setPage(next.currentPage);
    } catch {
      toast.error(FAILURE_MESSAGE);
    } finally {
      setLoading(false);
    }
  }

  return (
    <HeadedSection id="latest-title" eyebrow={l.journal} title={l.latestBlogs}>
      <div ref={listRef}>
        <BlogList blogs={blogs} className="grid grid--cards plain-list blog-grid" />
      </div>
      {page < totalPages && (
        <div className="load-more">
          <button
            type="button"
            className="button button--primary"
            onClick={() => void loadMore()}
            disabled={loading}
            aria-busy={loading}
          >
            {loading ? l.loading : l.loadMore}
          </button>
        </div>
      )}
    </HeadedSection>
  );
}

/** Location, launch and area: only those the project has (an admin-added upcoming project may lack some). */
function FeaturedFacts({ project }: { project: FeaturedProject }) {
  const f = useMessages().facts;
  return (
    <FactList
      className="featured__facts"
      facts={[
        { label: f.location, value: project.location },
        { label: f.launch, value: project.launch },
        { label: f.area, value: project.area },
      ]}
    />
  );
}
