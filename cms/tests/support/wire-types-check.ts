/**
 * Type-level guard, checked by `tsc -p tsconfig.tests.json`: the CMS's copy of the wire types
 * (cms/src/lib/wire-types.ts) must stay identical to the web's (web/app/api/types.ts).
 */
import type * as Cms from '../../src/lib/wire-types';
import type * as Web from '../../../web/app/api/types';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<T extends true> = T;

export type WireTypesMatch = [
  Expect<Same<Cms.Envelope, Web.Envelope>>,
  Expect<Same<Cms.Media, Web.Media>>,
  Expect<Same<Cms.Paged<unknown>, Web.Paged<unknown>>>,
  Expect<Same<Cms.TeamMember, Web.TeamMember>>,
  Expect<Same<Cms.JobOpening, Web.JobOpening>>,
  Expect<Same<Cms.Blog, Web.Blog>>,
  Expect<Same<Cms.Project, Web.Project>>,
  Expect<Same<Cms.AdminProfile, Web.AdminProfile>>,
  Expect<Same<Cms.ContactEnquiry, Web.ContactEnquiry>>,
  Expect<Same<Cms.JobApplication, Web.JobApplication>>,
  Expect<Same<Cms.DashboardCounts, Web.DashboardCounts>>,
  Expect<Same<Cms.SiteSettings, Web.SiteSettings>>,
  Expect<Same<Cms.ServiceDetail, Web.ServiceDetail>>,
  Expect<Same<Cms.ProjectDetail, Web.ProjectDetail>>,
  Expect<Same<Cms.ProjectSlide, Web.ProjectSlide>>,
  Expect<Same<Cms.HomePage, Web.HomePage>>,
  Expect<Same<Cms.AboutPage, Web.AboutPage>>,
  Expect<Same<Cms.BlogPage, Web.BlogPage>>,
  Expect<Same<Cms.BlogArticle, Web.BlogArticle>>,
  Expect<Same<Cms.PublicJobOpening, Web.PublicJobOpening>>,
  Expect<Same<Cms.SitemapData, Web.SitemapData>>,
];
