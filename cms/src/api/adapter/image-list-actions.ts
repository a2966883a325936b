/**
 * The admin's routes of a list whose records each have one image (team members, job openings): list, add, edit and
 * delete. The logic is the type's service (list, add, edit) and the trash (delete); these read the request and answer.
 */
import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE, type Locale, type Parsed, type Schema, type TrashType } from '@cadmax/contract';
import { action } from '../../lib/action';
import { bodyOf, ok } from '../../lib/http';
import type { WithLocales } from '../../lib/image-records';
import { readsOf } from '../../lib/lean-read';
import { adminLocale, bodyLocale } from '../../lib/locales';
import { describeSave } from '../../lib/publishable-service';
import type { ContentUid } from '../../lib/records';
import { filesOf, type UploadedFile } from '../../lib/uploads';
import { parseBody, recordId } from '../../lib/validation';
import { trashAction } from './trash';

/** What the type's service offers the admin (lib/image-records.ts). */
interface ImageListService<R, F> {
  adminList(locale: Locale): Promise<WithLocales<R>[]>;
  add(fields: F, files: UploadedFile[]): Promise<R>;
  edit(documentId: string, fields: F, files: UploadedFile[]): Promise<R>;
  translate(documentId: string, locale: Locale, fields: F): Promise<WithLocales<R>>;
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
  /** The activity list's name of a record (its title or name). */
  titleOf: (row: R) => string;
}

export function imageListActions<R, T, S extends Schema>(strapi: Core.Strapi, spec: ImageListSpec<R, T, S>) {
  const service = () => readsOf<ImageListService<R, Parsed<S>>>(strapi, spec.uid);
  const listItem = (row: WithLocales<R>) => ({ ...spec.toItem(row), locales: row.locales });
  return {
    /** D-15: `?locale=hi` lists the Hindi texts where a record has them; each item says which languages it has. */
    list: action(async (ctx) => {
      ok(ctx, { data: (await service().adminList(adminLocale(ctx))).map(listItem) });
    }),

    add: action(async (ctx) => {
      const row = await service().add(parseBody(spec.body, bodyOf(ctx)), filesOf(ctx, spec.imageField));
      ok(ctx, { message: spec.added, data: spec.toItem(row) });
    }),

    edit: action(async (ctx) => {
      const body = bodyOf(ctx);
      const id = recordId(body._id);
      const locale = bodyLocale(body);
      if (locale === DEFAULT_LOCALE) {
        const row = await service().edit(id, parseBody(spec.body, body), filesOf(ctx, spec.imageField));
        ok(ctx, { message: spec.updated, data: spec.toItem(row) });
        return;
      }
      // D-15: another language's texts; an image sent with them is not read (the image is the English version's).
      const row = await service().translate(id, locale, parseBody(spec.body, body));
      describeSave(ctx, { status: 'published', publishAt: null }, { documentId: id, title: spec.titleOf(row) }, locale);
      ok(ctx, { message: spec.updated, data: listItem(row) });
    }),

    remove: trashAction(strapi, spec.type, spec.notFoundMessage, spec.deleted),
  };
}
