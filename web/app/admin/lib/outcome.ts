import { parseMessage, type Schema } from '@cadmax/contract';
import toast from 'react-hot-toast';
import { serverMessage } from '../../api/client';
import type { Envelope } from '../../api/types';
import { msg } from './messages';

/**
 * save rules: success → server message else 'Operation successful';
 * an answer that is not a success → server message else 'Unexpected error occurred.'.
 * Returns whether the save succeeded.
 */
export function reportSave(answer: Envelope | undefined): boolean {
  if (answer?.status) {
    toast.success(answer.message || msg.saved);
    return true;
  }
  toast.error(answer?.message || msg.saveNoData);
  return false;
}

/** save exception: the server's response message, else 'Something went wrong.'. */
export function reportSaveError(error: unknown): void {
  toast.error(serverMessage(error) ?? msg.saveException);
}

/** team, job and delete action failure (the server's reason wins when it sent one). */
export function reportActionError(error: unknown): void {
  toast.error(serverMessage(error) ?? msg.actionFailed);
}

/**
 * Checks a form with the CMS's own schema (@cadmax/contract) before sending: a broken rule is shown with the
 * message the CMS would answer, and nothing is sent. Returns whether the form may be sent.
 */
export function passesSchema(schema: Schema, values: object): boolean {
  const checked = parseMessage(schema, values);
  if (!checked.ok) toast.error(checked.message);
  return checked.ok;
}
