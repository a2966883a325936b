/**
 * Unsubscribing (D-13.1): the sign-up's confirmation carries a signed one-click unsubscribe link (in its text and in
 * the List-Unsubscribe / List-Unsubscribe-Post headers); the link unsubscribes without a login, a forged one does
 * nothing; an unsubscribed address is never mailed again, not even a mail queued before; the admin removes an
 * address to the trash with Undo, and an unsubscribe leaves no copy there to restore.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bootCms, type TestCms } from './support/cms';
import { closedPort, smtpSettings, smtpSink, type SmtpSink } from './support/mail';

const CONFIRMATION = 'You are subscribed to the Cadmax newsletter';
const SITE = 'https://www.cadmax.test';
let smtp: SmtpSink;
let cms: TestCms;
let token: string;

/** The first `find` gives (polled). */
const waitFor = <T>(find: () => Promise<T | undefined> | T | undefined) => vi.waitUntil(find, { timeout: 15_000 });

const mailsTo = (address: string) => smtp.mails.filter((m) => m.rcptTo.includes(address));
const subscribe = (email: string) => cms.request('/subscribe/subscribe-add', { json: { email, consent: true } });
const subscribed = async (email: string) =>
  (await cms.strapi.db.query('api::subscriber.subscriber').count({ where: { email } })) > 0;

/** The link the confirmation mail to `email` carries, as the List-Unsubscribe header gives it. */
async function linkOf(email: string): Promise<URL> {
  const mail = await waitFor(() => mailsTo(email).find((m) => m.subject === CONFIRMATION));
  return new URL(mail.header('List-Unsubscribe').replace(/^<|>$/g, ''));
}
const paramsOf = (link: URL) => ({ email: link.searchParams.get('email'), token: link.searchParams.get('token') });

beforeAll(async () => {
  smtp = await smtpSink();
  cms = await bootCms({
    ...smtpSettings(smtp.port),
    SITE_URL: SITE,
    OUTBOX_POLL_MS: '200',
    // A failed send is tried again only after 2 s: long enough to unsubscribe while a mail waits.
    OUTBOX_RETRY_MS: '2000',
    OUTBOX_MAX_ATTEMPTS: '5',
  });
  token = await cms.login();
});
afterAll(async () => {
  await cms?.stop();
  await smtp?.close();
});

describe('the sign-up confirmation', () => {
  it('carries a signed one-click unsubscribe link in its text and its List-Unsubscribe headers', async () => {
    expect((await subscribe('meera.joshi@example.in')).status).toBe(200);
    const link = await linkOf('meera.joshi@example.in');
    const mail = mailsTo('meera.joshi@example.in')[0];
    expect(link.origin + link.pathname).toBe(`${SITE}/unsubscribe`);
    expect(paramsOf(link).email).toBe('meera.joshi@example.in');
    expect(paramsOf(link).token).toMatch(/^[\w-]{43}$/);
    expect(mail.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    // The text names the same link (quoted-printable may wrap it: undo the soft breaks).
    expect(mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(link.toString());
  });

  it('goes to a new address only: a second sign-up of a known address sends nothing', async () => {
    await subscribe('twice@example.in');
    await linkOf('twice@example.in');
    expect((await subscribe('twice@example.in')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 600)); // three polling rounds
    expect(mailsTo('twice@example.in')).toHaveLength(1);
  });
});

describe('the unsubscribe link', () => {
  it('shows the address masked, then unsubscribes with a POST and no login; again says it is already done', async () => {
    await subscribe('arjun.mehta@example.in');
    const link = await linkOf('arjun.mehta@example.in');
    const check = await cms.request(`/subscribe/unsubscribe${link.search}`);
    expect(check.status, check.text).toBe(200);
    expect(check.body).toEqual({ status: true, data: { email: 'a***a@example.in' } });
    expect(check.headers.get('cache-control')).toContain('no-store');
    expect(await subscribed('arjun.mehta@example.in')).toBe(true);

    const done = await cms.request('/subscribe/unsubscribe', { json: paramsOf(link) });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toMatchObject({
      status: true,
      message: 'You have been unsubscribed. We will not email you again.',
    });
    expect(await subscribed('arjun.mehta@example.in')).toBe(false);
    const admin = await cms.request<{ data: { email: string }[] }>('/subscribe/subscribe-email', { token });
    expect(admin.body.data.map((s) => s.email)).not.toContain('arjun.mehta@example.in');
    const again = await cms.request('/subscribe/unsubscribe', { json: paramsOf(link) });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      status: true,
      message: 'This address is already unsubscribed. We will not email you again.',
    });
  });

  it('refuses a forged, altered or malformed link with 400 and removes nothing', async () => {
    await subscribe('kavya.rao@example.in');
    const own = paramsOf(await linkOf('kavya.rao@example.in'));
    await subscribe('rahul.verma@example.in');
    const other = paramsOf(await linkOf('rahul.verma@example.in'));
    const invalid = 'This unsubscribe link is not valid. Please use the link in our most recent email.';
    const forged = [
      { email: own.email, token: other.token }, // another address's signature
      { email: own.email, token: `${own.token!.slice(0, 42)}${own.token!.endsWith('A') ? 'B' : 'A'}` },
      { email: own.email, token: '' },
      { email: own.email },
      { email: 'not an address', token: own.token },
      { email: [own.email], token: own.token },
    ];
    for (const body of forged) {
      const res = await cms.request('/subscribe/unsubscribe', { json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ status: false, message: invalid });
      // A query string has no arrays: `[email]` would read as the address itself.
      if (Array.isArray(body.email)) continue;
      const query = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]));
      expect((await cms.request(`/subscribe/unsubscribe?${query.toString()}`)).status).toBe(400);
    }
    expect(await subscribed('kavya.rao@example.in')).toBe(true);
  });

  it('a mail queued before the unsubscribe is never sent; signing up again is a new sign-up', async () => {
    const email = 'queued@example.in';
    process.env.SMTP_PORT = String(await closedPort());
    const rows = () =>
      cms.strapi.db
        .getConnection('mail_outbox')
        .select('attempts', 'sent_at', 'last_error')
        .where('recipient', email) as Promise<{ attempts: number; sent_at: unknown; last_error: string | null }[]>;
    try {
      await subscribe(email);
      // The confirmation has failed once against the dead server and waits for its retry.
      await waitFor(async () => ((await rows())[0]?.attempts === 1 ? true : undefined));
      const { unsubscribeUrl } = await import('../src/lib/unsubscribe');
      const link = new URL(unsubscribeUrl(email));
      expect((await cms.request('/subscribe/unsubscribe', { json: paramsOf(link) })).status).toBe(200);
    } finally {
      process.env.SMTP_PORT = String(smtp.port);
    }
    const [closed] = await waitFor(async () => {
      const found = await rows();
      return found[0]?.sent_at ? found : undefined;
    });
    expect(closed.last_error).toBe('not sent: the address has unsubscribed');
    expect(mailsTo(email)).toEqual([]);

    await subscribe(email);
    await linkOf(email);
    expect(mailsTo(email)).toHaveLength(1);
  });
});

describe("the admin's Subscribers screen", () => {
  const remove = (_id: string) => cms.request('/subscribe/subscribe-delete', { token, json: { _id } });
  const idOf = async (email: string) =>
    (
      await cms.request<{ data: { _id: string; email: string }[] }>('/subscribe/subscribe-email', { token })
    ).body.data.find((s) => s.email === email)?._id;

  it('removes an address to the trash, and Undo brings it back', async () => {
    await subscribe('neha.gupta@example.in');
    const id = (await idOf('neha.gupta@example.in'))!;
    const res = await remove(id);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ status: true, message: 'Subscriber moved to the trash.' });
    const trashId = res.headers.get('x-trash-id')!;
    expect(trashId).toBeTruthy();
    expect(await idOf('neha.gupta@example.in')).toBeUndefined();
    expect((await remove(id)).status).toBe(404);

    const restored = await cms.request('/trash/restore', { token, json: { _id: trashId } });
    expect(restored.status, restored.text).toBe(200);
    expect(await idOf('neha.gupta@example.in')).toBe(id);
  });

  it('needs the admin', async () => {
    await subscribe('anon@example.in');
    const id = (await idOf('anon@example.in'))!;
    expect((await cms.request('/subscribe/subscribe-delete', { json: { _id: id } })).status).toBe(401);
    expect(await subscribed('anon@example.in')).toBe(true);
  });

  it('an address unsubscribed after its removal cannot be restored from the trash', async () => {
    await subscribe('sanjay.kumar@example.in');
    const link = await linkOf('sanjay.kumar@example.in');
    const trashId = (await remove((await idOf('sanjay.kumar@example.in'))!)).headers.get('x-trash-id')!;
    expect((await cms.request('/subscribe/unsubscribe', { json: paramsOf(link) })).status).toBe(200);
    expect((await cms.request('/trash/restore', { token, json: { _id: trashId } })).status).toBe(404);
    expect(await subscribed('sanjay.kumar@example.in')).toBe(false);
  });

  it('a removed address that signed up again meanwhile is not restored twice (409)', async () => {
    await subscribe('pooja.nair@example.in');
    const trashId = (await remove((await idOf('pooja.nair@example.in'))!)).headers.get('x-trash-id')!;
    await subscribe('pooja.nair@example.in');
    const res = await cms.request('/trash/restore', { token, json: { _id: trashId } });
    expect(res.status, res.text).toBe(409);
  });
});
