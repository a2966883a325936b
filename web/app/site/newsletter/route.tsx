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

export { RouteErrorBoundary as ErrorBoundary } from '../../components/route-error-boundary';
export { answerHeaders as headers } from '../../lib/public-form.server';

/** The footer's sign-up (layout/newsletter-form.tsx), sent on to POST /api/subscribe/subscribe-add. */
export async function action({ request, context }: Route.ActionArgs) {
  return submitPublicForm(request, context, {
    required: NEWSLETTER_REQUIRED,
    // A ticked box sends its value ("on"); an unticked one sends nothing.
    send: ({ email, website, submission_key }, _file, headers, posted) =>
      subscribeAdd({ email, consent: posted.consent !== undefined, website, submission_key }, headers),
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  generateMeta(siteFromMatches(matches), {
    title: 'Newsletter',
    description: 'Sign up for the studio newsletter.',
    path: paths.newsletter,
    noindex: true,
  });

/**
 * Where the footer's sign-up lands when the browser sent it itself (no JavaScript): the answer, and the way back.
 * With JavaScript the sign-up stays on its page and answers with a toast.
 */
export default function Newsletter() {
  const result = useActionData<FormResult>();
  return (
    <TitledPage title="Newsletter">
      {result ? (
        <FormResultMessage form={NEWSLETTER_FORM} result={result} />
      ) : (
        <p>News from our studio: projects, planning insights and openings, a few times a year.</p>
      )}
      <p>
        {result?.status ? <Link to={paths.home}>Back to home</Link> : 'Sign up with the form at the foot of this page.'}
      </p>
    </TitledPage>
  );
}
