/** The content types the tests count and query, by their Strapi uid. */
export const BLOGS = 'api::blog.blog';
export const PROJECTS = 'api::project.project';
export const TEAM = 'api::team-member.team-member';
export const OPENINGS = 'api::job-opening.job-opening';
export const ENQUIRIES = 'api::contact-enquiry.contact-enquiry';
export const APPLICATIONS = 'api::job-application.job-application';
export const SUBSCRIBERS = 'api::subscriber.subscriber';
export const NOTES = 'api::pipeline-note.pipeline-note';
export const TRASH = 'api::trash-entry.trash-entry';
export const AUDIT = 'api::audit-entry.audit-entry';
