import type { PublishState } from '@cadmax/contract';
import { stateLabel } from '../lib/publishing';

/** A record's state as a pill (D-11.5): the lists' cards and the form's publishing panel. */
export function PublishStateBadge({ state, publishAt }: { state: PublishState; publishAt: string | null }) {
  return <span className={`adm-state adm-state--${state}`}>{stateLabel(state, publishAt)}</span>;
}
