import { SIGNUP_STATUS, USER_TYPE } from '@homebid/contracts/constants';
import { PRODUCT_NAME, uiTexts } from '@homebid/contracts/messages';
import { pages } from '@homebid/contracts/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { POSTAL_ADDRESS, paths, SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@/config/paths';
import { useSession } from '@/lib/use-session';
import { POST_PROJECT } from './customer-nav-items';

const linkClass = 'text-white/80 underline-offset-2 hover:text-white hover:underline';
const storeLinkClass =
  'inline-flex items-center gap-2 rounded-lg border border-white/30 px-3 py-2 text-sm font-medium text-white hover:border-white hover:bg-white/10';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <div className="mt-3 text-sm">{children}</div>
    </div>
  );
}

/**
 * The footer's services links go where services are: a provider's own (My Account, where they are
 * chosen), or, for a visitor, the registration that offers theirs. No public list of services exists.
 * Homeowners: a visitor also finds where to post a project and the customer login (the
 * header has no room for the latter on a phone); a customer is led to post a project.
 */
function ServicesLinks() {
  const session = useSession();
  if (session?.user.user_type === USER_TYPE.customer) {
    return (
      <li>
        <Link to={POST_PROJECT.to} className={linkClass}>
          {POST_PROJECT.label}
        </Link>
      </li>
    );
  }
  const isMember = session?.user.signup_status === SIGNUP_STATUS.completed;
  return (
    <>
      <li>
        <Link to={isMember ? paths.profile : paths.register} className={linkClass}>
          {isMember ? uiTexts.yourServices : uiTexts.offerYourServices}
        </Link>
      </li>
      {!session && (
        <>
          <li>
            <Link to={POST_PROJECT.to} className={linkClass}>
              {POST_PROJECT.label}
            </Link>
          </li>
          <li>
            <Link to={paths.customerLogin} className={linkClass}>
              {pages.customerLogin.title}
            </Link>
          </li>
        </>
      )}
    </>
  );
}

export function Footer() {
  return (
    <footer className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <div className="grid grid-cols-1 gap-8 sm:grid-cols-2 lg:grid-cols-5">
          <FooterColumn title="Help">
            <ul className="space-y-2">
              <li>
                <Link to={paths.support} className={linkClass}>
                  Support
                </Link>
              </li>
              <li>
                <Link to={paths.faqs} className={linkClass}>
                  FAQs
                </Link>
              </li>
            </ul>
          </FooterColumn>

          <FooterColumn title="Company">
            <ul className="space-y-2">
              <li>
                <Link to={paths.terms} className={linkClass}>
                  Terms &amp; Conditions
                </Link>
              </li>
              <li>
                <Link to={paths.privacy} className={linkClass}>
                  Privacy Policy
                </Link>
              </li>
            </ul>
          </FooterColumn>

          <FooterColumn title="Services">
            <ul className="space-y-2">
              <ServicesLinks />
            </ul>
          </FooterColumn>

          <FooterColumn title="Get the app">
            <ul className="flex flex-wrap gap-3 lg:flex-col lg:items-start">
              <li>
                <a
                  href="https://apps.apple.com/"
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Download ${PRODUCT_NAME} on the App Store (opens in a new tab)`}
                  className={storeLinkClass}
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="size-5">
                    <path d="M16.37 12.78c-.02-2.3 1.88-3.4 1.96-3.46-1.07-1.56-2.73-1.78-3.32-1.8-1.41-.14-2.76.83-3.47.83-.72 0-1.82-.81-2.99-.79-1.54.02-2.96.9-3.75 2.27-1.6 2.78-.41 6.89 1.15 9.14.76 1.1 1.67 2.34 2.86 2.3 1.15-.05 1.58-.74 2.97-.74 1.38 0 1.77.74 2.98.72 1.23-.02 2.01-1.12 2.76-2.23.87-1.28 1.23-2.52 1.25-2.58-.03-.01-2.39-.92-2.4-3.66ZM14.1 6.03c.63-.77 1.06-1.83.94-2.9-.91.04-2.02.61-2.67 1.37-.58.67-1.1 1.76-.96 2.8 1.02.08 2.06-.52 2.69-1.27Z" />
                  </svg>
                  App Store
                </a>
              </li>
              <li>
                <a
                  href="https://play.google.com/store"
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Get ${PRODUCT_NAME} on Google Play (opens in a new tab)`}
                  className={storeLinkClass}
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="size-5">
                    <path d="M4.2 2.3a1.3 1.3 0 0 0-.45 1.02v17.36c0 .42.17.78.45 1.02l9.86-9.7L4.2 2.3Zm10.96 10.8 2.57 2.53-11.8 6.7 9.23-9.23Zm0-2.2L5.93 1.67l11.8 6.7-2.57 2.53Zm3.87-1.78 2.9 1.65c.86.5.86 1.96 0 2.46l-2.9 1.65-2.78-2.88 2.78-2.88Z" />
                  </svg>
                  Google Play
                </a>
              </li>
            </ul>
          </FooterColumn>

          <FooterColumn title="Contact">
            <address className="space-y-2 not-italic">
              <p className="text-white/80">{POSTAL_ADDRESS}</p>
              <p>
                <a href={`mailto:${SUPPORT_EMAIL}`} className={`${linkClass} break-all`}>
                  {SUPPORT_EMAIL}
                </a>
              </p>
              <p>
                <a href={SUPPORT_PHONE_HREF} className={linkClass}>
                  {SUPPORT_PHONE}
                </a>
              </p>
            </address>
          </FooterColumn>
        </div>

        <div className="mt-10 flex flex-col gap-2 border-t border-white/20 pt-6 text-xs text-white/70 sm:flex-row sm:justify-between">
          <p>{uiTexts.copyright(new Date().getFullYear())}</p>
          <p>ZIP code data: zipcodes (BSD licence).</p>
        </div>
      </div>
    </footer>
  );
}
