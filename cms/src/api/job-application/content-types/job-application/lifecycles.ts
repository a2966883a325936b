/**
 * Deleting an application deletes its resume (D-6: resumes are private; none outlives its record),
 * whoever deletes it: the Strapi panel's content manager, one or many at a time, goes through these.
 * The stored names are read before the rows go, and the files removed once they have.
 */
import type { Core } from '@strapi/strapi';
import { removeResume } from '../../../../lib/uploads';

const UID = 'api::job-application.job-application';

interface DeleteEvent {
  params: { where?: Record<string, unknown> };
  state: { resumes?: string[] };
}

declare const strapi: Core.Strapi;

async function rememberResumes(event: DeleteEvent) {
  if (!event.params.where) return;
  const rows = (await strapi.db.query(UID).findMany({ where: event.params.where, select: ['resume_file'] })) as {
    resume_file: string | null;
  }[];
  event.state.resumes = rows.map((row) => row.resume_file).filter((file): file is string => Boolean(file));
}

async function removeResumes(event: DeleteEvent) {
  for (const file of event.state.resumes ?? []) {
    // The record is gone either way: a file that cannot be removed now is logged, not a failed delete.
    await removeResume(strapi, file).catch((error: Error) =>
      strapi.log.error(`[resumes] could not remove ${file}: ${error.message}`),
    );
  }
}

export default {
  beforeDelete: rememberResumes,
  afterDelete: removeResumes,
  beforeDeleteMany: rememberResumes,
  afterDeleteMany: removeResumes,
};
