import { Link } from 'react-router';
import { paths } from '../../paths';

/** The call to action that closes the home page (R-2.7), linking to /contact. */
export function CtaBanner() {
  return (
    <section className="cta" aria-labelledby="cta-title">
      <div className="container grid cta__inner">
        <h2 id="cta-title">Planning a township, a campus or a home? Let's shape it together.</h2>
        <Link to={paths.contact} className="button button--accent">
          Contact us
        </Link>
      </div>
    </section>
  );
}
