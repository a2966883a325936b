/**
 * How the Strapi panel shows each content type: human field labels, help text with the
 * limits and where a field shows on the site, list columns and the default sort. Applied at bootstrap
 * over the content manager's stored configuration (the key
 * `plugin_content_manager_configuration_content_types::<uid>`). A fingerprint of the committed version is
 * kept beside it, so an editor's own layout changes survive restarts until this file changes.
 */
import crypto from 'node:crypto';
import { SLUG_FIELD, panelHelp, panelSlugHelp, showsAt } from '@cadmax/contract';
import type { Core } from '@strapi/strapi';
import { contentTypeOf } from './content-types';

interface FieldText {
  label?: string;
  description?: string;
  /** Internal bookkeeping: not shown in the edit form. */
  hidden?: boolean;
}
interface TypeLayout {
  /** List view columns, in order (fields a type lacks are skipped). */
  list: string[];
  mainField: string;
  sort: [field: string, order: 'ASC' | 'DESC'];
  /** The fields outside the type's field table (its table's fields take their label and help from it). */
  fields?: Record<string, FieldText>;
}

/** A type the admin puts in order by hand: listed by its `sort_order`, the panel's Order field, first to last. */
const ordered = ({ list, mainField, fields }: Omit<TypeLayout, 'sort'>): TypeLayout => ({
  list,
  mainField,
  sort: ['sort_order', 'ASC'],
  fields: { ...fields, sort_order: { label: 'Order', description: 'Lower numbers come first on the site.' } },
});

export const PANEL_LAYOUTS: Record<string, TypeLayout> = {
  'api::blog.blog': {
    list: ['title', 'short_content', 'image', 'createdAt'],
    mainField: 'title',
    sort: ['createdAt', 'DESC'],
    fields: {
      image: { description: 'The card and article banner image.' },
      // The panel edits the body in its article editor; the API's messages call it Content.
      content: { label: 'Article' },
    },
  },
  'api::project.project': {
    list: ['title', 'category', 'location', 'upcoming', 'home_position'],
    mainField: 'title',
    sort: ['createdAt', 'DESC'],
    fields: {
      slug: { label: SLUG_FIELD.label, description: panelSlugHelp('project') },
      images: { description: 'The project page gallery.' },
      upcoming: { label: 'Upcoming project', description: 'Listed under upcoming projects instead of completed ones.' },
      home_position: {
        label: 'Home page position',
        description: 'Shown on the home page in this order. Empty: not on the home page.',
      },
    },
  },
  'api::team-member.team-member': ordered({ list: ['name', 'position', 'image', 'sort_order'], mainField: 'name' }),
  'api::job-opening.job-opening': ordered({
    list: ['title', 'location', 'job_type', 'experience', 'sort_order'],
    mainField: 'title',
    fields: {
      slug: { label: SLUG_FIELD.label, description: panelSlugHelp('job-opening') },
      skills: { description: 'A JSON list of skills, e.g. ["AutoCAD", "Revit"].' },
    },
  }),
  'api::service.service': ordered({
    list: ['title', 'tagline', 'sort_order'],
    mainField: 'title',
    fields: {
      slug: { label: SLUG_FIELD.label, description: panelSlugHelp('service') },
      image2: { label: 'Second image' },
    },
  }),
  'api::testimonial.testimonial': ordered({ list: ['author', 'company', 'sort_order'], mainField: 'author' }),
  'api::state.state': ordered({ list: ['name', 'image', 'sort_order'], mainField: 'name' }),
  'api::client-logo.client-logo': ordered({
    list: ['title', 'front', 'sort_order'],
    mainField: 'title',
    fields: {
      front: { label: 'Logo (front)' },
      back: { label: 'Logo (back, shown on hover)' },
    },
  }),
  'api::award.award': ordered({ list: ['name', 'image', 'sort_order'], mainField: 'name' }),
  'api::reason-card.reason-card': ordered({ list: ['title', 'description', 'sort_order'], mainField: 'title' }),
  'api::featured-project.featured-project': ordered({
    list: ['title', 'type', 'location', 'sort_order'],
    mainField: 'title',
  }),
  'api::site-setting.site-setting': {
    list: ['company_name', 'email', 'phone'],
    mainField: 'company_name',
    sort: ['company_name', 'ASC'],
    fields: {
      founded_year: { label: 'Founded (year)' },
      quote_services: {
        label: 'Quote form services',
        description:
          'The services on the /contact quote form, in order: 1 to 12, each 2 to 60 characters, no repeats. ' +
          'Enquiries can only name one of these.',
      },
    },
  },
  'api::contact-enquiry.contact-enquiry': {
    list: ['name', 'email', 'phone_number', 'services', 'createdAt'],
    mainField: 'name',
    sort: ['createdAt', 'DESC'],
    // Its private fields (the form's submission key) are `visible: false` in the schema: the panel has no such field.
    fields: { createdAt: { label: 'Received' } },
  },
  'api::job-application.job-application': {
    list: ['name', 'email', 'position', 'city', 'createdAt'],
    mainField: 'name',
    sort: ['createdAt', 'DESC'],
    fields: {
      createdAt: { label: 'Received' },
      // The private fields (the resume's stored name, the submission key, the sender's network hash) are
      // `visible: false` in the schema: the panel has no such field, in any view, filter or answer.
      resume_mime: { hidden: true },
      resume_size: { hidden: true },
      resume_name: {
        label: 'Resume file name',
        description: 'Download resumes from the site admin (/admin/applications).',
      },
    },
  },
  'api::subscriber.subscriber': { list: ['email', 'createdAt'], mainField: 'email', sort: ['createdAt', 'DESC'] },
};

/** The repeatable components' entries (their fields' help), applied like the content types'. */
export const COMPONENT_LAYOUTS: Record<string, TypeLayout> = {
  'shared.quote-service': {
    list: ['label'],
    mainField: 'label',
    sort: ['label', 'ASC'],
    fields: {
      label: { label: 'Service', description: 'The name visitors choose on the quote form (2 to 60 characters).' },
      value: {
        label: 'Stored as',
        description:
          'What enquiries store for this service. Leave it empty for a new service (its name is used); keep it ' +
          'when renaming, so earlier enquiries stay under the service.',
      },
    },
  },
};

/**
 * A type's layout as applied: its field table's labels and help (a field the table keeps out of the panel hidden),
 * then the layout's own texts over them.
 */
export function panelLayoutOf(uid: string, layout: TypeLayout): TypeLayout {
  const table = Object.entries(contentTypeOf(uid)?.fields ?? {});
  const fromTable = Object.fromEntries(
    table.map(([name, spec]): [string, FieldText] => [
      name,
      {
        label: spec.label,
        ...(panelHelp(spec) !== undefined && { description: panelHelp(spec) }),
        ...(!showsAt(spec, 'panel') && { hidden: true }),
      },
    ]),
  );
  const own = layout.fields ?? {};
  const names = new Set([...Object.keys(fromTable), ...Object.keys(own)]);
  return {
    ...layout,
    fields: Object.fromEntries([...names].map((name) => [name, { ...fromTable[name], ...own[name] }])),
  };
}

/** `short_content` → "Short content", `youtube_url` → "Youtube URL": the default for fields not listed above. */
export const humanLabel = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[_\s]+/)
    .map((word, i) => (word === 'url' ? 'URL' : i === 0 ? word[0].toUpperCase() + word.slice(1) : word.toLowerCase()))
    .join(' ');

type Metadatas = Record<string, { edit?: Record<string, unknown>; list?: Record<string, unknown> }>;
/** One field of an edit layout's row, as the content manager stores it. */
interface EditField {
  name: string;
  size: number;
}
interface Configuration {
  settings?: Record<string, unknown>;
  metadatas?: Metadatas;
  layouts?: { list?: string[]; edit?: unknown };
  [key: string]: unknown;
}

const STORE = { type: 'plugin', name: 'content_manager' } as const;
const configKey = (uid: string) => `configuration_content_types::${uid}`;
const componentConfigKey = (uid: string) => `configuration_components::${uid}`;
const fingerprintKey = (uid: string) => `cadmax_panel_layout::${uid}`;

/** What applying a layout does, by version: a change here applies every layout once more (2: hidden fields leave the edit rows). */
const APPLIED = 2;

/** Applies PANEL_LAYOUTS (and COMPONENT_LAYOUTS) over each stored configuration whose committed version changed. */
export async function applyPanelLayouts(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store(STORE);
  const types = Object.entries(PANEL_LAYOUTS).map(([uid, layout]) => ({
    uid,
    layout: panelLayoutOf(uid, layout),
    schema: strapi.contentTypes[uid as keyof typeof strapi.contentTypes] as { attributes: object } | undefined,
    keyOf: configKey,
  }));
  const components = Object.entries(COMPONENT_LAYOUTS).map(([uid, layout]) => ({
    uid,
    layout,
    schema: strapi.components[uid as keyof typeof strapi.components] as { attributes: object } | undefined,
    keyOf: componentConfigKey,
  }));
  for (const { uid, layout, schema: contentType, keyOf } of [...types, ...components]) {
    if (!contentType) continue;
    const fingerprint = crypto
      .createHash('sha256')
      .update(JSON.stringify({ layout, applied: APPLIED }))
      .digest('hex');
    if ((await store.get({ key: fingerprintKey(uid) })) === fingerprint) continue;

    const stored = ((await store.get({ key: keyOf(uid) })) ?? {}) as Configuration;
    const metadatas: Metadatas = { ...stored.metadatas };
    const names = [...Object.keys(contentType.attributes), 'createdAt', 'updatedAt'];
    for (const name of Object.keys(metadatas)) {
      if (!names.includes(name)) continue;
      const text = layout.fields?.[name] ?? {};
      const label = text.label ?? humanLabel(name);
      metadatas[name] = {
        ...metadatas[name],
        edit: {
          ...metadatas[name].edit,
          label,
          ...(text.description !== undefined && { description: text.description }),
          ...(text.hidden && { visible: false }),
        },
        list: { ...metadatas[name].list, label },
      };
    }
    const exists = (name: string) => name in metadatas;
    // A field kept out of the edit form leaves no empty cell in its row (which pushed its neighbour off the grid).
    const shown = (field: EditField) => metadatas[field.name]?.edit?.visible !== false;
    const edit = Array.isArray(stored.layouts?.edit)
      ? (stored.layouts.edit as EditField[][]).map((row) => row.filter(shown)).filter((row) => row.length > 0)
      : stored.layouts?.edit;
    await store.set({
      key: keyOf(uid),
      value: {
        ...stored,
        settings: {
          ...stored.settings,
          mainField: layout.mainField,
          defaultSortBy: layout.sort[0],
          defaultSortOrder: layout.sort[1],
        },
        metadatas,
        layouts: { ...stored.layouts, list: ['id', ...layout.list].filter(exists), edit },
      },
    });
    await store.set({ key: fingerprintKey(uid), value: fingerprint });
  }
}
