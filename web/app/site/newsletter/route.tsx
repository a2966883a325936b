import { Link, useActionData } from 'react-router';
import { subscribeAdd } from '../../api/endpoints';
import { FormResultMessage } from '../../components/form-field';
import type { FormResult } from '../../components/use-public-form';
import { generateMeta, siteFromMatches } from '../../lib/meta';
import { submitPublicForm } from '../../lib/public-form.server';
import { paths } from '../../paths';
import { NEWSLETTER_FORM, NEWSLETTER_REQUIRED } from '../layout/newsletter-form';
import { TitledPage } from '../shared/headed-section';
import type { Route } from './+types/route';
import { messagesFromMatches, useLocalePath, useMessages } from '../../i18n/messages';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/route-error-boundary';
export { answerHeaders as headers } from '../../lib/public-form.server';

/** The footer's sign-up (layout/newsletter-form.tsx), sent on to POST /api/subscribe/subscribe-add. */
export async function action({ request, context }: Route.ActionArgs) {
  return submitPublicForm(request, context, {
    required: NEWSLETTER_REQUIRED,
    // A ticked box sends its value ("on"); an unticked one sends nothing. The language is the page's (D-15.7).
    send: ({ email, website, submission_key, language }, _file, headers, posted) =>
      subscribeAdd({ email, consent: posted.consent !== undefined, website, submission_key, language }, headers),
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  generateMeta(siteFromMatches(matches), {
    title: messagesFromMatches(matches)?.newsletter.pageTitle ?? 'Newsletter',
    description: messagesFromMatches(matches)?.meta.newsletterDescription ?? '',
    path: paths.newsletter,
    noindex: true,
  });

/**
 * Where the footer's sign-up lands when the browser sent it itself (no JavaScript): the answer, and the way back.
 * With JavaScript the sign-up stays on its page and answers with a toast.
 */
export default function Newsletter() {
  const at = useLocalePath();
  const t = useMessages();
  const result = useActionData<FormResult>();
  return (
    <TitledPage title={t.newsletter.pageTitle}>
      {result ? <FormResultMessage form={NEWSLETTER_FORM} result={result} /> : <p>{t.newsletter.intro}</p>}
      <p>{result?.status ? <Link to={at(paths.home)}>{t.newsletter.backHome}</Link> : t.newsletter.useFooter}</p>
    </TitledPage>
  );
}
