/**
 * The media library's writes to its store (local disk, or S3 through Strapi's provider) fail as a clear, temporary
 * refusal: 503 "Uploads are unavailable for a moment; please try again", counted in
 * cms_object_store_errors_total, instead of Strapi's 500. The file's row is written only after its bytes (and every
 * size of it) are stored, so a refusal leaves no row behind.
 */
import { StoreUnavailable } from '../../lib/private-files';
import { objectStoreErrors } from '../../lib/metrics';

type ServiceFactory = (deps: unknown) => Record<string, unknown>;
type Call = (...args: unknown[]) => Promise<unknown>;

/** The provider service's methods that write to the store. */
const WRITES = ['upload', 'replace'] as const;

export function withStoreGuard(factory: ServiceFactory): ServiceFactory {
  return (deps) => {
    const service = factory(deps);
    const guarded: Record<string, unknown> = { ...service };
    for (const name of WRITES) {
      const call = service[name] as Call | undefined;
      if (typeof call !== 'function') continue;
      guarded[name] = async (...args: unknown[]) => {
        try {
          return await call.apply(guarded, args);
        } catch (error) {
          if (error instanceof StoreUnavailable) throw error;
          objectStoreErrors.labels('put').inc();
          throw new StoreUnavailable('put', error);
        }
      };
    }
    return guarded;
  };
}
