/** Vitest global setup: Strapi compiles and runs cms/ against packages/contract/dist, so build it when stale. */
import { buildContract } from '../../../scripts/lib/contract.mjs';

export default function setup(): void {
  buildContract();
}
