import { Suspense } from 'react';
import { Link } from 'react-router';
import type { SiteSettings } from '../../api/types';
import { deferred } from '../../components/deferred';
import { fill, useLocalePath, useMessages } from '../../i18n/messages';
import { paths } from '../../paths';
import { LanguageSwitch } from './language-switch';
import { FOOTER_LINKS } from './nav-links';
import { SocialIcon, type SocialNetwork } from './social-icon';

// The sign-up sits at the foot of every page and works as a plain form until its script arrives (it posts to
// /newsletter, whose page answers), so its code (the public forms' checks and toasts) loads after the first view's.
const NewsletterForm = deferred(() => import('./newsletter-form').then((m) => m.NewsletterForm));

const NETWORKS: SocialNetwork[] = ['facebook', 'instagram', 'linkedin', 'twitter', 'youtube'];
const NETWORK_NAMES: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
};

export function SiteFooter({ settings }: { settings: SiteSettings }) {
  const t = useMessages();
  const at = useLocalePath();
  const social = NETWORKS.flatMap((network) => {
    const href = settings.social[network];
    return href ? [{ network, href }] : [];
  });
  return (
    <footer className="site-footer">
      <div className="container grid site-footer__grid">
        <div className="site-footer__brand">
          <Link to={at(paths.home)} className="site-logo site-logo--footer">
            <img src="/logo.svg" alt="" width={40} height={40} />
            <span className="site-logo__name">{settings.company_name}</span>
          </Link>
          <p>{settings.tagline}</p>
          <LanguageSwitch />
          {social.length > 0 && (
            <ul className="social-links" aria-label={t.footer.social}>
              {social.map(({ network, href }) => (
                <li key={network}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={fill(t.footer.onNetwork, {
                      company: settings.company_name,
                      network: NETWORK_NAMES[network],
                    })}
                  >
                    <SocialIcon network={network} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav aria-label={t.footer.label} className="site-footer__nav">
          <h2 className="site-footer__heading">{t.footer.explore}</h2>
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={at(link.to)}>{t.footer[link.label]}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* The heading stays outside <address>, which may not contain headings (HTML spec). */}
        <div className="site-footer__contact">
          <h2 className="site-footer__heading">{t.footer.visitUs}</h2>
          <address>
            <p>{settings.address}</p>
            <p>
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </p>
            <p>
              <a href={`tel:${settings.phone.replace(/\s+/g, '')}`}>{settings.phone}</a>
            </p>
          </address>
        </div>
        <Suspense>
          <NewsletterForm />
        </Suspense>
      </div>
      <p className="site-footer__legal container">
        © {settings.founded_year}–{new Date().getFullYear()} {settings.company_name}. {t.footer.rights}
      </p>
    </footer>
  );
}
