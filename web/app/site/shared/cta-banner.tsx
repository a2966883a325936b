import { Link } from 'react-router';
import { paths } from '../../paths';
import { useLocalePath, useMessages } from '../../i18n/messages';

/** The call to action that closes the home page, linking to /contact. */
export function CtaBanner() {
  const at = useLocalePath();
  const t = useMessages().pages;
  return (
    <section className="cta" aria-labelledby="cta-title">
      <div className="container grid cta__inner">
        <h2 id="cta-title">{t.ctaTitle}</h2>
        <Link to={at(paths.contact)} className="button button--accent">
          {t.contactUs}
        </Link>
      </div>
    </section>
  );
}
