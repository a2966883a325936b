import { useFetcher } from 'react-router';
import { HoneypotField, SubmissionKeyField, resultAction } from '../../components/form-field';
import { usePublicForm, type FormResult } from '../../components/use-public-form';
import { formWords, useLocalePath, useMessages } from '../../i18n/messages';
import { useHydrated } from '../../lib/use-hydrated';
import { paths } from '../../paths';

/** The address is required here; the consent box is checked by the CMS, whose message is shown. */
export const NEWSLETTER_REQUIRED = ['email'] as const;
/** The name of the sign-up's answer on /newsletter (its id, and the fragment the post without JavaScript lands on). */
export const NEWSLETTER_FORM = 'newsletter';

/**
 * The footer's newsletter sign-up. It posts to /newsletter (site/newsletter/route.tsx), whose action sends it to
 * POST /api/subscribe/subscribe-add. With JavaScript it is a fetcher: the visitor stays on the page, with the public
 * forms' toasts and 'Processing..'; without, the browser goes to /newsletter, which shows the answer.
 */
export function NewsletterForm() {
  const fetcher = useFetcher<FormResult>({ key: 'newsletter' });
  const t = useMessages();
  const { formRef, onSubmit, submitting, submissionKey } = usePublicForm({
    required: NEWSLETTER_REQUIRED,
    result: fetcher.data,
    busy: fetcher.state !== 'idle',
    words: formWords(t),
  });
  const hydrated = useHydrated();
  const at = useLocalePath();

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={resultAction(NEWSLETTER_FORM, hydrated, at(paths.newsletter))}
      className="newsletter"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="newsletter-title"
    >
      <h2 id="newsletter-title" className="site-footer__heading">
        {t.newsletter.title}
      </h2>
      <p>{t.newsletter.intro}</p>
      <label className="newsletter__label" htmlFor="newsletter-email">
        {t.newsletter.emailLabel}
      </label>
      <div className="newsletter__row">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          defaultValue=""
        />
        <button type="submit" className="button button--accent" disabled={submitting}>
          {submitting ? t.forms.processing : t.newsletter.submit}
        </button>
      </div>
      <label className="newsletter__consent">
        <input type="checkbox" name="consent" defaultChecked={false} />
        <span>{t.newsletter.consent}</span>
      </label>
      <HoneypotField id="newsletter-website" label={t.forms.honeypot} />
      <SubmissionKeyField value={submissionKey} />
    </fetcher.Form>
  );
}
