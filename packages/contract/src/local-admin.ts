/**
 * The site admin a fresh local install is given (README's quick start). The CMS makes it on first start and refuses
 * to start in production, or listening beyond this machine, while the password is still this one (docs/security.md).
 */
export const LOCAL_ADMIN = { email: 'admin@cadmax.local', password: 'ChangeMe-Local-123' } as const;
