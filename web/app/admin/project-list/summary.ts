import type { Project } from '../../api/types';
import { msg } from '../lib/messages';

/** card summary: short content, else the first 100 characters of content, else 'No content available.'. */
export function projectSummary(project: Pick<Project, 'short_content' | 'content'>): string {
  if (project.short_content) return project.short_content;
  if (project.content) return project.content.slice(0, 100);
  return msg.noContent;
}
