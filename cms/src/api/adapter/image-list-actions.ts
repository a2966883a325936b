/**
 * The admin's routes of a list whose records each have one image (team members, job openings): list, add, edit and
 * delete. The logic is the type's service (list, add, edit) and the trash (delete); these read the request and answer.
 */
import type { Core } from '@strapi/strapi';
import type { Parsed, Schema, TrashType } from '@cadmax/contract';
import { action } from '../../lib/action';
import { bodyOf, ok } from '../../lib/http';
import { readsOf } from '../../lib/lean-read';
import type { ContentUid } from '../../lib/records';
import { filesOf, type UploadedFile } from '../../lib/uploads';
import { parseBody, recordId } from '../../lib/validation';
import { trashAction } from './trash';

/** What the type's service offers the admin. */
interface ImageListService<R, F> {
  adminList(): Promise<R[]>;
  add(fields: F, files: UploadedFile[]): Promise<R>;
  edit(documentId: string, fields: F, files: UploadedFile[]): Promise<R>;
}

export interface ImageListSpec<R, T, S extends Schema> {
  type: TrashType;
  uid: ContentUid;
  /** The add's and the edit's body. */
  body: S;
  /** The form field the image is sent under. */
  imageField: string;
  toItem: (row: R) => T;
  notFoundMessage: string;
  /** The answers' messages. */
  added: string;
  updated: string;
  deleted: string;
}

export function imageListActions<R, T, S extends Schema>(strapi: Core.Strapi, spec: ImageListSpec<R, T, S>) {
  const service = () => readsOf<ImageListService<R, Parsed<S>>>(strapi, spec.uid);
  return {
    list: action(async (ctx) => {
      ok(ctx, { data: (await service().adminList()).map(spec.toItem) });
    }),

    add: action(async (ctx) => {
      const row = await service().add(parseBody(spec.body, bodyOf(ctx)), filesOf(ctx, spec.imageField));
      ok(ctx, { message: spec.added, data: spec.toItem(row) });
    }),

    edit: action(async (ctx) => {
      const body = bodyOf(ctx);
      const id = recordId(body._id);
      const row = await service().edit(id, parseBody(spec.body, body), filesOf(ctx, spec.imageField));
      ok(ctx, { message: spec.updated, data: spec.toItem(row) });
    }),

    remove: trashAction(strapi, spec.type, spec.notFoundMessage, spec.deleted),
  };
}
