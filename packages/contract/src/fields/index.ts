/** The content types' field tables (./table.ts): one per public type, the React admin's and the panel's. */
export * from './table';
export { awardFields } from './award';
export { blogFields, staleMetaTitle, staleMetaTitleMessage } from './blog';
export { clientLogoFields } from './client-logo';
export { featuredProjectFields } from './featured-project';
export { jobOpeningFields } from './job-opening';
export { projectFields } from './project';
export { reasonCardFields } from './reason-card';
export { serviceFields } from './service';
export { siteSettingFields } from './site-setting';
export { stateFields } from './state';
export { teamMemberFields } from './team-member';
export { testimonialFields } from './testimonial';
