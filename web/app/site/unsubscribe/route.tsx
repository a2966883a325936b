/**
 * /unsubscribe?email=…&token=… (D-13.1): the signed link in every newsletter mail. A GET shows the address (masked)
 * and a confirm button; a POST unsubscribes: that button (a plain <Form>, so it works without JavaScript), or a mail
 * client's RFC 8058 one-click POST (`List-Unsubscribe=One-Click`) to the same URL, done without a confirmation. The
 * CMS checks the signature (POST /api/subscribe/unsubscribe); nothing here needs a login.
 */
import axios from 'axios';
import { data, Form, Link, useNavigation } from 'react-router';
import { messages } from '@cadmax/contract';
import { unsubscribe, unsubscribeCheck } from '../../api/endpoints';
import { serverMessage } from '../../api/client';
import { FormResultMessage } from '../../components/form-field';
import { FAILURE_MESSAGE } from '../../components/toast';
import { translated } from '../../i18n/catalogue.server';
import { requestLocale } from '../../lib/load.server';
import { catalogueMeta, UNLISTED_HEADERS } from '../../lib/meta';
import { paths } from '../../paths';
import { TitledPage } from '../shared/headed-section';
import type { Route } from './+types/route';
import { fillNodes, useLocalePath, useMessages } from '../../i18n/messages';

export { RouteErrorBoundary as ErrorBoundary } from '../../components/route-error-boundary';

/** A one-click POST carries `List-Unsubscribe=One-Click`; the page's form its two hidden fields. Nothing larger. */
const BODY_MAX_BYTES = 4096;

const linkOf = (request: Request) => {
  const query = new URL(request.url).searchParams;
  return { email: query.get('email') ?? '', token: query.get('token') ?? '' };
};

/** A refused call's message and status: the CMS's for a bad link (400), else the site's failure message. */
function refusal(error: unknown) {
  const status = axios.isAxiosError(error) ? (error.response?.status ?? 0) : 0;
  if (status >= 400 && status < 500) return { message: serverMessage(error) ?? messages.unsubscribeInvalid, status };
  console.error(`[web] /unsubscribe: the CMS call failed (${String((error as Error)?.message ?? error)})`);
  return { message: FAILURE_MESSAGE, status: 502 };
}

export async function loader({ request }: Route.LoaderArgs) {
  try {
    const answer = await unsubscribeCheck(linkOf(request));
    return data({ email: answer.data.email, problem: null }, { headers: UNLISTED_HEADERS });
  } catch (error) {
    const { message, status } = refusal(error);
    return data(
      { email: null, problem: translated(requestLocale(request), message) },
      { status, headers: UNLISTED_HEADERS },
    );
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = requestLocale(request);
  if (Number(request.headers.get('content-length') ?? 0) > BODY_MAX_BYTES) {
    return data(
      { status: false, message: translated(locale, messages.unsubscribeInvalid) },
      { status: 413, headers: UNLISTED_HEADERS },
    );
  }
  try {
    const headers: Record<string, string> = context.forwardedFor ? { 'X-Forwarded-For': context.forwardedFor } : {};
    const answer = await unsubscribe(linkOf(request), headers);
    return data({ status: true, message: translated(locale, answer.message) }, { headers: UNLISTED_HEADERS });
  } catch (error) {
    const { message, status } = refusal(error);
    return data({ status: false, message: translated(locale, message) }, { status, headers: UNLISTED_HEADERS });
  }
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  catalogueMeta(matches, (t) => t.unsubscribe, { path: paths.unsubscribe, noindex: true });

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const at = useLocalePath();
  const busy = useNavigation().state === 'submitting';
  const words = useMessages();
  const t = words.unsubscribe;
  return (
    <TitledPage title={t.title}>
      {actionData ? (
        <>
          <FormResultMessage result={actionData} />
          {actionData.status && <p>{t.changedMind}</p>}
        </>
      ) : loaderData.problem ? (
        <FormResultMessage result={{ status: false, message: loaderData.problem }} />
      ) : (
        <Form method="post">
          <p>{fillNodes(t.confirm, { email: <strong>{loaderData.email}</strong> })}</p>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t.submit}
          </button>
        </Form>
      )}
      <p>
        <Link to={at(paths.home)}>{words.errors.backHome}</Link>
      </p>
    </TitledPage>
  );
}
