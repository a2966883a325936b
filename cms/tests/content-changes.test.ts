/**
 * What a web server learns of the CMS (lib/content-changes.ts): each public read answers the tags of what it read,
 * and every write of public content — the React admin's, the Strapi panel's, the scheduler's publish, a restore from
 * the trash — is announced by its tags on the change stream (GET /_changes, for the trusted proxies); what visitors
 * send is not. Redis carries the announcements between instances (cms/tests/shared-redis.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_TAGS_HEADER } from '@cadmax/contract';
import type { TestCms } from './support/cms';
import { bootSignedIn } from './support/boot';
import { follow } from './support/change-stream';
import { CM, panelCall, superAdminLogin } from './support/panel';
import { enquiry } from './support/visitors';

let cms: TestCms;
let token: string;
let stream: { events: string[]; close: () => void };

/**
 * The events that arrive from now until a marker write's own announcement (an award's, made by the panel's super
 * admin's document service call here): whatever `act` announced is in them, and nothing later is.
 */
async function announcedBy(act: () => Promise<unknown>): Promise<string[]> {
  const from = stream.events.length;
  await act();
  const marker = await cms.strapi.documents('api::award.award').create({ data: { name: `Marker ${from}` } as never });
  let seen: string[] = [];
  await expect
    .poll(() => (seen = stream.events.slice(from)).findIndex((e) => e.split(' ').includes('award')))
    .toBeGreaterThanOrEqual(0);
  await cms.strapi.documents('api::award.award').delete({ documentId: marker.documentId });
  return seen.slice(
    0,
    seen.findIndex((e) => e.split(' ').includes('award')),
  );
}

const tagsIn = (events: string[]) => new Set(events.flatMap((e) => e.split(' ')));

beforeAll(async () => {
  ({ cms, token } = await bootSignedIn({ env: { PUBLISH_POLL_MS: '300' } }));
  stream = await follow(cms.url);
});
afterAll(async () => {
  stream?.close();
  await cms?.stop();
});

describe('a public read', () => {
  it('answers the tags of what it read, replayed or not, and never a private type', async () => {
    const first = await cms.request('/site/about');
    const replay = await cms.request('/site/about');
    expect(replay.headers.get('x-cache')).toBe('HIT');
    const tags = first.headers.get(CACHE_TAGS_HEADER)!.split(' ');
    expect(replay.headers.get(CACHE_TAGS_HEADER)).toBe(tags.join(' '));
    expect(tags).toEqual(expect.arrayContaining(['team-member', 'media']));
    expect(tags).not.toContain('blog');
    const blog = (await cms.request('/blog/get')).headers.get(CACHE_TAGS_HEADER)!.split(' ');
    expect(blog).toEqual(expect.arrayContaining(['blog']));
    expect(blog).not.toContain('team-member');
  });
});

describe('the change stream', () => {
  it('announces a React admin write, which also answers what it changed', async () => {
    let answer: Headers | undefined;
    const events = await announcedBy(async () => {
      const res = await cms.request('/blog/create', {
        token,
        json: { title: 'Announced', short_content: 'Short', content: '<p>Body</p>' },
      });
      expect(res.status).toBe(200);
      answer = res.headers;
    });
    expect(tagsIn(events).has('blog')).toBe(true);
    expect(answer?.get(CACHE_TAGS_HEADER)?.split(' ')).toContain('blog');
  });

  it('announces a Strapi panel write', async () => {
    const panel = await superAdminLogin(cms);
    const events = await announcedBy(async () => {
      const res = await panelCall(cms, `${CM}/api::testimonial.testimonial`, {
        token: panel,
        json: { text: 'Kind words.', author: 'Panel guest', company: 'Visitor' },
      });
      expect(res.status, res.text).toBe(201);
    });
    expect([...tagsIn(events)]).toEqual(['testimonial']);
  });

  it('announces nothing for what visitors send, nor for an admin change of a private record', async () => {
    const events = await announcedBy(async () => {
      expect((await cms.request('/contact-add', { json: enquiry })).status).toBe(200);
      const [sent] = (await cms.request<{ contactget: { _id: string }[] }>('/contact-get', { token })).body.contactget;
      const moved = await cms.request('/contact-status', { token, json: { _id: sent!._id, status: 'contacted' } });
      expect(moved.status, moved.text).toBe(200);
      expect(moved.headers.get(CACHE_TAGS_HEADER)).toBeNull();
    });
    expect(events).toEqual([]);
  });

  it('announces a scheduled publish when the scheduler makes it', async () => {
    const at = new Date(Date.now() + 3000).toISOString();
    let id = '';
    // The draft's save is announced too (it writes a public type): past its announcement, only the scheduler writes.
    await announcedBy(async () => {
      const created = await cms.request<{ data: { _id: string } }>('/blog/create', {
        token,
        json: { title: 'Scheduled', short_content: 'Short', content: '<p>Body</p>', publishAt: at },
      });
      expect(created.status, created.text).toBe(200);
      id = created.body.data._id;
    });
    const from = stream.events.length;
    const published = async () =>
      (await cms.request<{ data: { _id: string }[] }>('/blog/get?limit=50')).body.data.some((b) => b._id === id);
    await expect.poll(published, { timeout: 15_000 }).toBe(true);
    // The publish's own announcement: the public read shows it, and the stream has said so by then.
    await expect.poll(() => tagsIn(stream.events.slice(from)).has('blog')).toBe(true);
  });

  it('announces a restore from the trash', async () => {
    const created = await cms.request<{ data: { _id: string } }>('/blog/create', {
      token,
      json: { title: 'Binned', short_content: 'Short', content: '<p>Body</p>' },
    });
    const deleted = await cms.request('/blog/delete', { token, json: { _id: created.body.data._id } });
    const trashId = deleted.headers.get('x-trash-id');
    expect(trashId).toBeTruthy();
    const events = await announcedBy(async () => {
      expect((await cms.request('/trash/restore', { token, json: { _id: trashId } })).status).toBe(200);
    });
    expect(tagsIn(events).has('blog')).toBe(true);
  });
});
