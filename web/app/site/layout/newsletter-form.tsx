import type { FormEvent } from 'react';
import { subscribeAdd } from '../../api/endpoints';
import { HoneypotField } from '../../components/form-field';
import { PROCESSING_LABEL, usePublicForm } from '../../components/use-public-form';

const INITIAL = { email: '', consent: '', website: '' };

/**
 * The footer's newsletter sign-up (POST /subscribe/subscribe-add), with the public forms' flow: toasts,
 * 'Processing..', disabled until hydrated. The consent box is checked by the CMS, whose message the toast shows.
 */
export function NewsletterForm() {
  const { values, setValue, submitting, submit, ready, formRef } = usePublicForm(INITIAL, ['email']);

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    void submit((v) => subscribeAdd({ email: v.email, consent: v.consent !== '', website: v.website }));
  }

  return (
    <form ref={formRef} className="newsletter" onSubmit={onSubmit} noValidate aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className="site-footer__heading">
        Newsletter
      </h2>
      <p>News from our studio: projects, planning insights and openings, a few times a year.</p>
      <label className="newsletter__label" htmlFor="newsletter-email">
        Your email
      </label>
      <div className="newsletter__row">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={values.email}
          onChange={(e) => setValue('email', e.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={submitting || !ready}>
          {submitting ? PROCESSING_LABEL : 'Subscribe'}
        </button>
      </div>
      <label className="newsletter__consent">
        <input
          type="checkbox"
          name="consent"
          checked={values.consent !== ''}
          onChange={(e) => setValue('consent', e.target.checked ? 'on' : '')}
        />
        <span>I agree to receive the Cadmax newsletter and can unsubscribe at any time.</span>
      </label>
      <HoneypotField id="newsletter-website" value={values.website} onChange={(v) => setValue('website', v)} />
    </form>
  );
}
