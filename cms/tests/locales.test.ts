/**
 * D-15, Hindi and English: records of the localized types have an English and a Hindi version (Strapi's i18n). A public
 * read with `?locale=hi` shows a record's Hindi texts where it has a published Hindi version, else its English ones,
 * and says which (`locale`); an unknown locale reads English. The public cache keeps the locales apart and a write to
 * either clears both; the admin's lists and counts, the sitemap and the feed count each record once; the site search
 * finds Devanagari words (and English ones on Hindi pages), on SQLite and PostgreSQL alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AboutPage,
  Blog,
  BlogArticle,
  BlogCard,
  Paged,
  PublicJobOpening,
  ServiceSummary,
  SiteSearchHit,
  SiteSettings,
  SitemapData,
} from '@cadmax/contract';
import { bootCms, type TestCms } from './support/cms';

type Data<T> = { status: boolean; data: T };

let cms: TestCms;
let token: string;
const ids = { english: '', both: '', draftHindi: '', service: '' };

const docs = (uid: string) =>
  cms.strapi.documents(uid as never) as unknown as {
    create(params: object): Promise<{ documentId: string }>;
    update(params: object): Promise<{ documentId: string } | null>;
  };

/** A published blog, in English. */
const blog = async (title: string, short: string) =>
  (
    await docs('api::blog.blog').create({
      data: { title, short_content: short, content: `<p>${short}</p>` },
      status: 'published',
    })
  ).documentId;

beforeAll(async () => {
  cms = await bootCms();
  token = await cms.login();
  ids.english = await blog('Survey notes from Bhilwara', 'Only in English.');
  ids.both = await blog('Planning a township in Jaipur', 'Roads, parks and plots for Jaipur.');
  ids.draftHindi = await blog('A draft translation', 'Its Hindi version is not published.');
  await docs('api::blog.blog').update({
    documentId: ids.both,
    locale: 'hi',
    data: {
      title: 'जयपुर में एक टाउनशिप की योजना',
      short_content: 'जयपुर के लिए सड़कें, पार्क और भूखंड।',
      content: '<p>जयपुर के लिए सड़कें।</p>',
    },
    status: 'published',
  });
  await docs('api::blog.blog').update({
    documentId: ids.draftHindi,
    locale: 'hi',
    data: { title: 'एक मसौदा अनुवाद', short_content: 'अभी प्रकाशित नहीं।', content: '<p>मसौदा</p>' },
  });
  ids.service = (
    await docs('api::service.service').create({
      data: { slug: 'survey', title: 'Land Survey', tagline: 'DGPS and drone surveys', sort_order: 1 },
    })
  ).documentId;
  await docs('api::service.service').update({
    documentId: ids.service,
    locale: 'hi',
    data: { title: 'भूमि सर्वेक्षण', tagline: 'डीजीपीएस और ड्रोन सर्वे' },
  });
  await docs('api::job-opening.job-opening').create({
    data: { slug: 'surveyor', title: 'Surveyor', location: 'Jaipur', about: 'Survey sites.', sort_order: 1 },
  });
  await docs('api::site-setting.site-setting').update({
    documentId: (await cms.strapi.documents('api::site-setting.site-setting').findFirst({}))!.documentId,
    locale: 'hi',
    data: {
      company_name: 'कैडमैक्स',
      hero_title: 'योजना, सर्वेक्षण और डिज़ाइन',
      quote_services: [{ value: 'home', label: 'घर का नवीनीकरण' }],
    },
  });
}, 180_000);

afterAll(() => cms?.stop());

describe('a public read in Hindi', () => {
  it('shows a record’s Hindi version where it has a published one, else its English one, and says which', async () => {
    const both = (await cms.request<Data<BlogArticle>>(`/site/blogs/${ids.both}?locale=hi`)).body.data;
    expect([both.title, both.short_content, both.locale]).toEqual([
      'जयपुर में एक टाउनशिप की योजना',
      'जयपुर के लिए सड़कें, पार्क और भूखंड।',
      'hi',
    ]);
    const english = (await cms.request<Data<BlogArticle>>(`/site/blogs/${ids.english}?locale=hi`)).body.data;
    expect([english.title, english.locale]).toEqual(['Survey notes from Bhilwara', 'en']);
    // A Hindi draft is not on the site: the English version shows.
    const draft = (await cms.request<Data<Blog>>(`/blog/get/${ids.draftHindi}?locale=hi`)).body.data;
    expect([draft.title, draft.locale]).toEqual(['A draft translation', 'en']);
  });

  it('keeps the shared fields (media, dates, order) the English record’s', async () => {
    const [en, hi] = await Promise.all(
      ['', '?locale=hi'].map(async (q) => (await cms.request<Paged<Blog>>(`/blog/get${q}`)).body),
    );
    expect(hi.data.map((b) => b._id)).toEqual(en.data.map((b) => b._id));
    expect(hi.data.map((b) => b.createdAt)).toEqual(en.data.map((b) => b.createdAt));
    expect(hi.data.map((b) => b.locale)).toEqual(en.data.map((b) => (b._id === ids.both ? 'hi' : 'en')));
  });

  it('reads English for no locale, an unknown one or a repeated one', async () => {
    for (const q of ['', '?locale=fr', '?locale=hi&locale=hi', '?locale=HI']) {
      const res = await cms.request<Data<BlogArticle>>(`/site/blogs/${ids.both}${q}`);
      expect(res.status, q).toBe(200);
      expect([res.body.data.title, res.body.data.locale], q).toEqual(['Planning a township in Jaipur', 'en']);
    }
  });

  it('localizes the site settings, the services (in pages too) and their quote services’ labels', async () => {
    const settings = (await cms.request<Data<SiteSettings>>('/site/settings?locale=hi')).body.data;
    expect([settings.company_name, settings.hero_title, settings.locale]).toEqual([
      'कैडमैक्स',
      'योजना, सर्वेक्षण और डिज़ाइन',
      'hi',
    ]);
    expect(settings.quote_services.map((s) => s.label)).toEqual([
      'घर का नवीनीकरण',
      'Office Setup',
      'Commercial Design',
    ]);
    expect((await cms.request<Data<SiteSettings>>('/site/settings')).body.data.locale).toBe('en');
    const services = (await cms.request<Data<ServiceSummary[]>>('/site/services?locale=hi')).body.data;
    expect(services.map((s) => [s.slug, s.title, s.locale])).toEqual([['survey', 'भूमि सर्वेक्षण', 'hi']]);
    const service = (await cms.request<Data<ServiceSummary>>('/site/services/survey?locale=hi')).body.data;
    expect([service.title, service.tagline, service.locale]).toEqual(['भूमि सर्वेक्षण', 'डीजीपीएस और ड्रोन सर्वे', 'hi']);
    const careers = (await cms.request<Data<PublicJobOpening[]>>('/site/careers?locale=hi')).body.data;
    expect(careers.map((c) => [c.title, c.locale])).toEqual([['Surveyor', 'en']]);
    const about = (await cms.request<Data<AboutPage>>('/site/about?locale=hi')).body.data;
    expect(about.settings.locale).toBe('hi');
  });
});

describe('two versions, one record', () => {
  it('counts and lists each record once: the public and admin lists, the dashboard, the sitemap and the feed', async () => {
    for (const q of ['', '?locale=hi']) {
      expect((await cms.request<Paged<Blog>>(`/blog/get${q}`)).body.totalUsers, q).toBe(3);
      expect((await cms.request<Data<BlogCard[]>>(`/site/feed${q}`)).body.data, q).toHaveLength(3);
    }
    const admin = (await cms.request<Paged<Blog>>('/blog/admin-get', { token })).body;
    expect(admin.totalUsers).toBe(3);
    // The admin reads English.
    expect(admin.data.find((b) => b._id === ids.both)?.title).toBe('Planning a township in Jaipur');
    const counts = (await cms.request<Data<Record<string, number>>>('/dashboard-counts', { token })).body.data;
    expect(counts.blogs).toBe(3);
    const sitemap = (await cms.request<Data<SitemapData>>('/site/sitemap')).body.data;
    expect([sitemap.blogs.length, sitemap.services.length, sitemap.careers.length]).toEqual([3, 1, 1]);
  });

  it('keeps the locales apart in the public cache, and a write to either version clears both', async () => {
    const read = (q: string) => cms.request<Data<BlogArticle>>(`/site/blogs/${ids.both}${q}`);
    await read('');
    await read('?locale=hi');
    const [en, hi] = [await read(''), await read('?locale=hi')];
    expect([en.headers.get('x-cache'), en.body.data.locale]).toEqual(['HIT', 'en']);
    expect([hi.headers.get('x-cache'), hi.body.data.locale]).toEqual(['HIT', 'hi']);
    await docs('api::blog.blog').update({
      documentId: ids.both,
      locale: 'hi',
      data: { title: 'जयपुर में नई टाउनशिप' },
      status: 'published',
    });
    const [enAfter, hiAfter] = [await read(''), await read('?locale=hi')];
    expect([enAfter.headers.get('x-cache'), enAfter.body.data.title]).toEqual([
      'MISS',
      'Planning a township in Jaipur',
    ]);
    expect([hiAfter.headers.get('x-cache'), hiAfter.body.data.title]).toEqual(['MISS', 'जयपुर में नई टाउनशिप']);
  });
});

describe('the site search in Hindi', () => {
  const search = async (q: string, locale?: string) =>
    (
      await cms.request<Paged<SiteSearchHit>>(
        `/site/search?q=${encodeURIComponent(q)}${locale ? `&locale=${locale}` : ''}`,
      )
    ).body.data.map((h) => [h.kind, h.title, h.locale]);

  it('finds Devanagari words in the Hindi versions, and shows them', async () => {
    expect(await search('सर्वेक्षण', 'hi')).toEqual([['service', 'भूमि सर्वेक्षण', 'hi']]);
    expect(await search('टाउनशिप', 'hi')).toEqual([['blog', 'जयपुर में नई टाउनशिप', 'hi']]);
    // English reads search the English texts only.
    expect(await search('टाउनशिप')).toEqual([]);
  });

  it('finds English words on Hindi pages, each record once', async () => {
    expect(await search('Jaipur', 'hi')).toEqual([
      ['blog', 'जयपुर में नई टाउनशिप', 'hi'],
      ['opening', 'Surveyor', 'en'],
    ]);
    expect(await search('Jaipur')).toEqual([
      ['blog', 'Planning a township in Jaipur', 'en'],
      ['opening', 'Surveyor', 'en'],
    ]);
  });
});

describe('the blog list’s search in Hindi', () => {
  const titles = async (search: string, locale?: string) =>
    (
      await cms.request<Paged<Blog>>(
        `/blog/get?search=${encodeURIComponent(search)}${locale ? `&locale=${locale}` : ''}`,
      )
    ).body.data.map((b) => [b.title, b.locale]);

  it('finds a record by its Hindi words on Hindi pages, and by its English ones, each record once', async () => {
    expect(await titles('टाउनशिप', 'hi')).toEqual([['जयपुर में नई टाउनशिप', 'hi']]);
    expect(await titles('Jaipur', 'hi')).toEqual([['जयपुर में नई टाउनशिप', 'hi']]);
    // A short word (no trigram), and a draft translation's words, which are not public.
    expect(await titles('नई', 'hi')).toEqual([['जयपुर में नई टाउनशिप', 'hi']]);
    expect(await titles('अनुवाद', 'hi')).toEqual([]);
    // English reads search the English texts only.
    expect(await titles('टाउनशिप')).toEqual([]);
    const paged = await cms.request<Paged<Blog>>(`/blog/get?search=${encodeURIComponent('जयपुर')}&locale=hi`);
    expect(paged.body.totalUsers).toBe(1);
  });
});

describe('the React admin edits the Hindi version (D-15.9)', () => {
  type AdminBlog = Blog & { locales: string[]; state: string };
  const adminOne = async (id: string, locale?: string) =>
    (await cms.request<Data<AdminBlog>>(`/blog/admin-get/${id}${locale ? `?locale=${locale}` : ''}`, { token })).body
      .data;
  const save = (fields: Record<string, string>) => cms.request('/blog/update', { method: 'POST', token, json: fields });
  const hindi = {
    title: 'भीलवाड़ा से सर्वे के नोट्स',
    short_content: 'भीलवाड़ा में ज़मीन के सर्वे से सीखी बातें।',
    content: '<p>भीलवाड़ा में <strong>सर्वे</strong>।</p>',
    meta_title: '',
    meta_description: '',
    meta_keyword: '',
  };

  it('reads a record in Hindi where it has a version, else its English texts, and lists which it has', async () => {
    const none = await adminOne(ids.english, 'hi');
    expect([none.title, none.locale, none.locales]).toEqual(['Survey notes from Bhilwara', 'en', ['en']]);
    const both = await adminOne(ids.both, 'hi');
    expect([both.title, both.locale, both.locales]).toEqual(['जयपुर में नई टाउनशिप', 'hi', ['en', 'hi']]);
    expect((await adminOne(ids.both)).title).toBe('Planning a township in Jaipur');
  });

  it('lists the records that need Hindi (a draft translation counts as one), each record once', async () => {
    const needs = await cms.request<Paged<AdminBlog>>('/blog/admin-get?needs=hi&limit=50', { token });
    expect(needs.status).toBe(200);
    const listed = needs.body.data.map((b) => b._id);
    expect(listed).toContain(ids.english);
    expect(listed).not.toContain(ids.both);
    expect(new Set(listed).size).toBe(listed.length);
    expect(needs.body.data.every((b) => b.locales.join() === 'en' || b._id === ids.draftHindi)).toBe(true);
    const all = await cms.request<Paged<AdminBlog>>('/blog/admin-get?limit=50', { token });
    expect(all.body.data.find((b) => b._id === ids.both)?.locales).toEqual(['en', 'hi']);
    for (const bad of ['en', 'fr', 'HI'])
      expect((await cms.request(`/blog/admin-get?needs=${bad}`, { token })).body).toMatchObject({
        status: false,
        message: 'needs must be one of: hi.',
      });
  });

  it('saves the Hindi version published, leaving the English one and the shared image as they were', async () => {
    const before = await adminOne(ids.english);
    const saved = await save({ _id: ids.english, locale: 'hi', ...hindi });
    expect(saved.status, saved.text).toBe(200);
    expect(await adminOne(ids.english)).toMatchObject({ title: before.title, content: before.content, locale: 'en' });
    expect(await adminOne(ids.english, 'hi')).toMatchObject({ ...hindi, locale: 'hi', locales: ['en', 'hi'] });
    // On the Hindi page as typed; on the English one as it was.
    const page = (await cms.request<Data<Blog>>(`/blog/get/${ids.english}?locale=hi`)).body.data;
    expect([page.title, page.content, page.locale]).toEqual([hindi.title, hindi.content, 'hi']);
    expect((await cms.request<Data<Blog>>(`/blog/get/${ids.english}`)).body.data.title).toBe(before.title);
    // The activity list says which version was saved.
    const activity = await cms.request<Paged<{ title: string; detail: string }>>('/activity?limit=5', { token });
    expect(activity.body.data[0]).toMatchObject({ title: hindi.title, detail: 'Hindi version' });
  });

  it("applies the English version's rules to the Hindi one, and refuses an unknown language or record", async () => {
    const title = 'ह'.repeat(101);
    for (const [fields, message] of [
      [{ title }, 'Title must be at most 100 characters.'],
      [{ content: '<p> </p>' }, 'Content is required.'],
      [{ locale: 'fr' }, 'locale must be one of: en, hi.'],
    ] as const) {
      const refused = await save({ _id: ids.english, locale: 'hi', ...hindi, ...fields });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ status: false, message });
    }
    expect((await adminOne(ids.english, 'hi')).title).toBe(hindi.title);
    expect((await save({ _id: 'nosuchblog0000000000000', locale: 'hi', ...hindi })).status).toBe(404);
    expect((await cms.request(`/blog/admin-get/${ids.english}?locale=xx`, { token })).status).toBe(400);
  });
});

describe('the React admin edits a project’s Hindi version (D-15.9)', () => {
  const project = {
    title: 'Kishangarh logistics park',
    content: 'A 40-acre park on the marble belt.',
    client: 'RIICO',
    category: 'Industrial',
    date: '2026-03-01',
  };
  const hindi = {
    title: 'किशनगढ़ लॉजिस्टिक्स पार्क',
    content: 'मार्बल बेल्ट पर 40 एकड़ का पार्क।',
    client: 'रीको',
    category: 'औद्योगिक',
  };
  let id = '';
  let slug = '';

  beforeAll(async () => {
    const made = await cms.request<Data<{ _id: string; slug: string }>>('/project-add', {
      method: 'POST',
      token,
      json: project,
    });
    expect(made.status, made.text).toBe(200);
    ({ _id: id, slug } = made.body.data);
  });

  it('saves its texts in Hindi only: the date, the address and the English version stay as they were', async () => {
    const saved = await cms.request('/project/update', {
      method: 'POST',
      token,
      json: { _id: id, locale: 'hi', ...hindi, date: '1999-01-01', slug: 'elsewhere' },
    });
    expect(saved.status, saved.text).toBe(200);
    const admin = (path: string) =>
      cms.request<Data<{ title: string; date: string; slug: string; locale: string; locales: string[] }>>(path, {
        token,
      });
    expect((await admin(`/project/admin-get/${id}?locale=hi`)).body.data).toMatchObject({
      ...hindi,
      date: project.date,
      slug,
      locale: 'hi',
      locales: ['en', 'hi'],
    });
    expect((await admin(`/project/admin-get/${id}`)).body.data).toMatchObject({ title: project.title, locale: 'en' });
    const page = await cms.request<Data<{ title: string; client: string; locale: string }>>(
      `/site/projects/${slug}?locale=hi`,
    );
    expect(page.body.data).toMatchObject({ title: hindi.title, client: hindi.client, locale: 'hi' });
  });

  it('refuses a Hindi version without the fields the English one requires, and keeps the one it had', async () => {
    const refused = await cms.request('/project/update', {
      method: 'POST',
      token,
      json: { _id: id, locale: 'hi', ...hindi, client: ' ' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: false, message: 'Client is required.' });
    const kept = await cms.request<Data<{ client: string }>>(`/project/admin-get/${id}?locale=hi`, { token });
    expect(kept.body.data.client).toBe(hindi.client);
  });
});

describe('the React admin edits a team member’s and a job opening’s Hindi version (D-15.9)', () => {
  type Listed = { _id: string; locale: string; locales: string[] } & Record<string, unknown>;
  const list = async (path: string) => (await cms.request<Data<Listed[]>>(path, { token })).body.data;
  const post = (path: string, json: object) => cms.request<Data<Listed>>(path, { method: 'POST', token, json });

  it('lists the team in Hindi where a member has it, marks the rest, and saves a member’s texts only', async () => {
    const added = await post('/teams', { name: 'Meera Joshi', position: 'Urban Planner' });
    expect(added.status, added.text).toBe(200);
    const id = added.body.data._id;
    const order = (members: Listed[]) => members.map((m) => m._id);
    const englishOrder = order(await list('/teams'));
    // Before: the Hindi tab lists the English texts, and says the member has no Hindi version.
    expect((await list('/teams?locale=hi')).find((m) => m._id === id)).toMatchObject({
      name: 'Meera Joshi',
      locale: 'en',
      locales: ['en'],
    });

    const saved = await post('/teams-edit', { _id: id, locale: 'hi', name: 'मीरा जोशी', position: 'नगर नियोजक' });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data).toMatchObject({
      name: 'मीरा जोशी',
      position: 'नगर नियोजक',
      locale: 'hi',
      locales: ['en', 'hi'],
    });

    const hindi = await list('/teams?locale=hi');
    expect(hindi.find((m) => m._id === id)).toMatchObject({ name: 'मीरा जोशी', locale: 'hi', locales: ['en', 'hi'] });
    const english = await list('/teams');
    expect(english.find((m) => m._id === id)).toMatchObject({
      name: 'Meera Joshi',
      position: 'Urban Planner',
      locale: 'en',
      locales: ['en', 'hi'],
    });
    // One list in one order: a Hindi version adds no member and moves none.
    expect(order(hindi)).toEqual(englishOrder);
    expect(order(english)).toEqual(englishOrder);

    const about = async (query: string) =>
      (await cms.request<Data<AboutPage>>(`/site/about${query}`)).body.data.team.find(
        (m) => m.designation.length > 0 && [`Meera Joshi`, 'मीरा जोशी'].includes(m.name),
      );
    expect(await about('?locale=hi')).toMatchObject({ name: 'मीरा जोशी', designation: 'नगर नियोजक', locale: 'hi' });
    expect(await about('')).toMatchObject({ name: 'Meera Joshi', designation: 'Urban Planner', locale: 'en' });

    const [entry] = (
      await cms.request<Data<{ title: string; detail: string }[]>>('/activity?type=team-member', { token })
    ).body.data;
    expect(entry).toMatchObject({ title: 'मीरा जोशी', detail: 'Hindi version' });
  });

  it('saves an opening’s Hindi texts; its address and skills stay the English version’s', async () => {
    const added = await post('/jobadd', {
      title: 'Landscape Architect',
      location: 'Jaipur',
      about: 'Parks and streetscapes for new townships.',
      skills: 'AutoCAD\nPlanting design',
    });
    expect(added.status, added.text).toBe(200);
    const { _id: id, slug } = added.body.data as Listed & { slug: string };
    const saved = await post('/jobedit', {
      _id: id,
      locale: 'hi',
      title: 'लैंडस्केप आर्किटेक्ट',
      location: 'जयपुर',
      about: 'नई टाउनशिप के लिए पार्क और सड़कों का परिदृश्य।',
      skills: 'ignored',
      slug: 'elsewhere',
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.data).toMatchObject({
      title: 'लैंडस्केप आर्किटेक्ट',
      role: 'लैंडस्केप आर्किटेक्ट',
      slug,
      skills: ['AutoCAD', 'Planting design'],
      locale: 'hi',
    });
    expect((await list('/jobget')).find((o) => o._id === id)).toMatchObject({
      title: 'Landscape Architect',
      slug,
      locales: ['en', 'hi'],
    });
    const page = await cms.request<Data<PublicJobOpening>>(`/site/careers/${slug}?locale=hi`);
    expect(page.body.data).toMatchObject({
      title: 'लैंडस्केप आर्किटेक्ट',
      location: 'जयपुर',
      skills: ['AutoCAD', 'Planting design'],
      locale: 'hi',
    });
    // Gone with every version (the next test counts the Hindi positions).
    expect((await post('/jobdelete', { _id: id })).status).toBe(200);
    expect((await cms.request(`/site/careers/${slug}?locale=hi`)).status).toBe(410);
  });

  it('refuses an unknown language, a missing required field and an unknown member, and stores nothing', async () => {
    const [member] = await list('/teams');
    const before = await list('/teams?locale=hi');
    const answers = await Promise.all([
      post('/teams-edit', { _id: member!._id, locale: 'xx', name: 'नाम', position: 'पद' }),
      post('/teams-edit', { _id: member!._id, locale: 'hi', name: ' ', position: 'पद' }),
      post('/teams-edit', { _id: 'nosuchmember00000000000', locale: 'hi', name: 'नाम', position: 'पद' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([400, 400, 404]);
    expect(answers[0]!.body).toMatchObject({ status: false, message: 'locale must be one of: en, hi.' });
    expect(answers[1]!.body).toMatchObject({ status: false, message: 'Name is required.' });
    expect((await cms.request('/teams?locale=xx', { token })).status).toBe(400);
    expect(await list('/teams?locale=hi')).toEqual(before);
  });
});

describe('an application from a Hindi opening page (D-15.7)', () => {
  it('lists the positions in Hindi with their English titles as values, which /job-add takes', async () => {
    const surveyor = await cms.strapi
      .documents('api::job-opening.job-opening')
      .findFirst({ filters: { slug: 'surveyor' } });
    await docs('api::job-opening.job-opening').update({
      documentId: surveyor!.documentId,
      locale: 'hi',
      data: { title: 'सर्वेयर', location: 'जयपुर', about: 'साइट का सर्वे।' },
    });
    const page = await cms.request<Data<{ title: string; positions: { value: string; label: string }[] }>>(
      '/site/careers/surveyor?locale=hi',
    );
    expect(page.body.data.title).toBe('सर्वेयर');
    expect(page.body.data.positions).toEqual([{ value: 'Surveyor', label: 'सर्वेयर' }]);
    const applied = await cms.request('/job-add', {
      method: 'POST',
      json: {
        name: 'रवि',
        email: 'ravi@example.in',
        phone_number: '9829012345',
        position: page.body.data.positions[0]!.value,
        city: 'अजमेर',
        language: 'hi',
      },
    });
    expect(applied.status, applied.text).toBe(200);
  });
});

describe('publishing and scheduling take every version (D-11.5)', () => {
  const publicTitle = async (id: string, locale: string) => {
    const res = await cms.request<Data<Blog>>(`/blog/get/${id}?locale=${locale}`);
    return res.status === 200 ? [res.body.data.title, res.body.data.locale] : res.status;
  };

  it('publishes a Hindi draft with its record, and takes both off the public site together', async () => {
    const id = await blog('Mapping the Aravalli foothills', 'Contours for a farm.');
    const hindiTitle = 'अरावली की तलहटी का नक्शा';
    const saved = await cms.request('/blog/update', {
      method: 'POST',
      token,
      json: {
        _id: id,
        locale: 'hi',
        title: hindiTitle,
        short_content: 'एक खेत की रेखाएँ।',
        content: '<p>रेखाएँ</p>',
        status: 'draft',
      },
    });
    expect(saved.status, saved.text).toBe(200);
    // A draft translation is not public: the Hindi page shows the English version.
    expect(await publicTitle(id, 'hi')).toEqual(['Mapping the Aravalli foothills', 'en']);
    const published = await cms.request('/blog/publish', { method: 'POST', token, json: { _id: id } });
    expect(published.status, published.text).toBe(200);
    expect(await publicTitle(id, 'hi')).toEqual([hindiTitle, 'hi']);
    const unpublished = await cms.request('/blog/unpublish', { method: 'POST', token, json: { _id: id } });
    expect(unpublished.status, unpublished.text).toBe(200);
    expect(await publicTitle(id, 'en')).toBe(404);
    expect(await publicTitle(id, 'hi')).toBe(404);
    // No published row of either version is left behind.
    expect(
      await cms.strapi.db.query('api::blog.blog').count({ where: { documentId: id, publishedAt: { $notNull: true } } }),
    ).toBe(0);
  });
});

describe('the trash', () => {
  it('takes every version of a deleted record, and brings every version back', async () => {
    const deleted = await cms.request('/blog/delete', { method: 'POST', token, json: { _id: ids.both } });
    expect(deleted.status).toBe(200);
    expect(await cms.strapi.db.query('api::blog.blog').count({ where: { documentId: ids.both } })).toBe(0);
    expect((await cms.request(`/site/blogs/${ids.both}?locale=hi`)).status).toBe(404);
    const restored = await cms.request('/trash/restore', {
      method: 'POST',
      token,
      json: { _id: deleted.headers.get('x-trash-id') },
    });
    expect(restored.status, restored.text).toBe(200);
    const page = (await cms.request<Data<Blog>>(`/blog/get/${ids.both}?locale=hi`)).body.data;
    expect([page.title, page.locale]).toEqual(['जयपुर में नई टाउनशिप', 'hi']);
    expect((await cms.request<Data<Blog>>(`/blog/get/${ids.both}`)).body.data.title).toBe(
      'Planning a township in Jaipur',
    );
  });
});
