// One-off generator kept for reference: writes the Strapi content-type folders
// (schema + controller/service/router boilerplate) from the table below.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../cms/src');
const img = (multiple = false) => ({ type: 'media', multiple, allowedTypes: ['images'] });
const str = (max, required = false) => ({ type: 'string', maxLength: max, ...(required ? { required: true } : {}) });
const txt = (max) => ({ type: 'text', ...(max ? { maxLength: max } : {}) });
const order = { type: 'integer', default: 0 };

const types = {
  blog: [
    'blogs',
    'Blog',
    {
      title: str(100, true),
      image: img(),
      short_content: txt(300),
      content: { type: 'text', required: true },
      meta_title: str(255),
      meta_description: txt(1000),
      meta_keyword: str(500),
    },
  ],
  project: [
    'projects',
    'Project',
    {
      slug: { type: 'string', unique: true, maxLength: 160 },
      title: str(100, true),
      logo: img(),
      description: txt(),
      short_content: txt(300),
      content: txt(300),
      category: str(100),
      client: str(100),
      location: str(150),
      date: { type: 'date' },
      images: img(true),
      testimonial: txt(),
      testimonial_author: str(100),
      upcoming: { type: 'boolean', default: false },
      home_position: { type: 'integer' },
    },
  ],
  'team-member': [
    'team_members',
    'Team Member',
    {
      name: str(100, true),
      position: str(100, true),
      image: img(),
      sort_order: order,
    },
  ],
  'job-opening': [
    'job_openings',
    'Job Opening',
    {
      title: str(100, true),
      slug: str(100),
      role: str(100),
      quote: txt(500),
      skills: { type: 'json' },
      image: img(),
      location: str(100, true),
      job_type: str(100),
      experience: str(100),
      about: txt(300),
      responsibilities: txt(),
      qualifications: txt(),
      offers: txt(),
      sort_order: order,
    },
  ],
  'contact-enquiry': [
    'contact_enquiries',
    'Contact Enquiry',
    {
      name: str(100, true),
      email: str(254, true),
      phone_number: str(10, true),
      services: { type: 'enumeration', enum: ['home', 'Office', 'Commercial'], required: true },
      message: txt(5000),
    },
  ],
  'job-application': [
    'job_applications',
    'Job Application',
    {
      name: str(100, true),
      email: str(254, true),
      phone_number: str(10, true),
      position: {
        type: 'enumeration',
        enum: ['Architect', 'Interior Designer', 'Surveying Engineer', 'Urban Planner'],
        required: true,
      },
      city: str(100, true),
      // Resumes live outside public/ (cms/private/resumes); only the generated name is stored.
      resume_file: { type: 'string', private: true, maxLength: 100 },
      resume_name: str(255),
      resume_mime: str(120),
      resume_size: { type: 'integer' },
    },
  ],
  subscriber: [
    'subscribers',
    'Subscriber',
    { email: { type: 'string', unique: true, required: true, maxLength: 254 } },
  ],
  service: [
    'services',
    'Service',
    {
      slug: { type: 'string', unique: true, required: true, maxLength: 100 },
      title: str(100, true),
      logo: img(),
      tagline: str(200),
      description: txt(),
      description2: txt(),
      image: img(),
      image2: img(),
      features: { type: 'component', repeatable: true, component: 'shared.feature' },
      sort_order: order,
    },
  ],
  state: ['states', 'State', { name: str(100, true), image: img(), sort_order: order }],
  testimonial: [
    'testimonials',
    'Testimonial',
    { text: txt(2000), author: str(100), company: str(150), sort_order: order },
  ],
  'client-logo': [
    'client_logos',
    'Client Logo',
    { title: str(150, true), front: img(), back: img(), sort_order: order },
  ],
  'reason-card': ['reason_cards', 'Reason Card', { title: str(150, true), description: txt(1000), sort_order: order }],
  award: ['awards', 'Award', { name: str(150, true), image: img(), sort_order: order }],
  'featured-project': [
    'featured_projects',
    'Featured Project',
    {
      title: str(150, true),
      image: img(),
      type: str(100),
      location: str(150),
      launch: str(100),
      area: str(100),
      sort_order: order,
    },
  ],
  'site-admin': [
    'site_admins',
    'Site Admin',
    {
      name: str(100, true),
      email: { type: 'email', unique: true, required: true },
      phone: str(10),
      password_hash: { type: 'string', private: true, maxLength: 100 },
      // Bumped on password change so every older token stops working.
      token_version: { type: 'integer', default: 0, private: true },
      profile_image: img(),
    },
  ],
  'site-setting': [
    'site_settings',
    'Site Settings',
    {
      company_name: { type: 'string', default: 'Cadmax', required: true, maxLength: 100 },
      tagline: str(200),
      address: txt(500),
      email: str(254),
      phone: str(30),
      map_embed_url: txt(2000),
      facebook_url: str(500),
      instagram_url: str(500),
      linkedin_url: str(500),
      twitter_url: str(500),
      youtube_url: str(500),
      hero_title: str(200),
      hero_subtitle: txt(500),
      intro_title: str(200),
      intro_text: txt(2000),
      founded_year: { type: 'integer' },
    },
    'singleType',
  ],
};

for (const [name, [collectionName, displayName, attributes, kind = 'collectionType']] of Object.entries(types)) {
  const dir = path.join(root, 'api', name);
  const pluralName =
    kind === 'singleType'
      ? name + 's'
      : name.endsWith('y') && !name.endsWith('ey')
        ? name.slice(0, -1) + 'ies'
        : name + 's';
  const schema = {
    kind,
    collectionName,
    info: { singularName: name, pluralName, displayName },
    options: { draftAndPublish: false },
    pluginOptions: {},
    attributes,
  };
  const uid = `api::${name}.${name}`;
  fs.mkdirSync(path.join(dir, 'content-types', name), { recursive: true });
  fs.writeFileSync(path.join(dir, 'content-types', name, 'schema.json'), JSON.stringify(schema, null, 2) + '\n');
  for (const [part, factory] of [
    ['controllers', 'createCoreController'],
    ['services', 'createCoreService'],
    ['routes', 'createCoreRouter'],
  ]) {
    fs.mkdirSync(path.join(dir, part), { recursive: true });
    fs.writeFileSync(
      path.join(dir, part, `${name}.ts`),
      `import { factories } from '@strapi/strapi';\n\nexport default factories.${factory}('${uid}');\n`,
    );
  }
}
fs.mkdirSync(path.join(root, 'components', 'shared'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'components', 'shared', 'feature.json'),
  JSON.stringify(
    {
      collectionName: 'components_shared_features',
      info: { displayName: 'Feature', icon: 'star' },
      options: {},
      attributes: { title: str(150, true), image: img() },
    },
    null,
    2,
  ) + '\n',
);
console.log('content types written:', Object.keys(types).length);
