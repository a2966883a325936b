/** The content types' field tables (./table.ts): one per type the admin edits. */
export * from './table';
export { blogFields } from './blog';
export { jobOpeningFields } from './job-opening';
export { projectFields } from './project';
export { teamMemberFields } from './team-member';
