import { paths } from '../paths';

/** the link values keep their trailing spaces ('Interior '), percent-encoded so the URL stays valid. */
export const careerHref = (slug: string) => paths.career(encodeURIComponent(slug));
