import { PRODUCT_NAME } from '@homebid/contracts/messages';
import { Link } from 'react-router';
import { POSTAL_ADDRESS, paths, SUPPORT_EMAIL } from '@/config/paths';

const linkClass = 'font-medium text-brand-700 underline underline-offset-2';

export default function PrivacyPolicyPage() {
  return (
    <div className="min-h-full bg-slate-50 px-4 py-8 sm:px-6 sm:py-12">
      <article className="mx-auto max-w-3xl rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Privacy Policy</h1>
        <p className="mt-3 leading-relaxed text-slate-700">
          This policy explains what information {PRODUCT_NAME}, Inc. collects when you use the {PRODUCT_NAME} website,
          provider portal and mobile applications, how we use it, and how we protect it.
        </p>

        <div className="mt-8 space-y-8">
          <section aria-labelledby="privacy-general">
            <h2 id="privacy-general" className="text-lg font-semibold text-slate-900 sm:text-xl">
              General T&amp;C
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
              <p>
                This Privacy Policy forms part of our{' '}
                <Link to={paths.terms} className={linkClass}>
                  Terms &amp; Conditions
                </Link>
                , and words defined there have the same meaning here. By using {PRODUCT_NAME} you agree to the
                collection and use of your information as described below. The Service is intended for adults aged 18 or
                over in the United States; we do not knowingly collect information from children.
              </p>
              <p>
                We may update this policy as the Service changes. The current version is always published on this page,
                and continuing to use the Service after a change means you accept the updated policy.
              </p>
            </div>
          </section>

          <section aria-labelledby="privacy-disclaimer">
            <h2 id="privacy-disclaimer" className="text-lg font-semibold text-slate-900 sm:text-xl">
              Disclaimer
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
              <p>
                {PRODUCT_NAME} connects Customers with independent Providers and is not a party to the contract for the
                work between them. Once a Customer hires a Provider, or a Provider buys a lead, each receives the
                other’s contact details; how the other party then uses them is that party’s responsibility, not ours.
              </p>
              <p>
                Our Service may link to other websites and app stores that we do not control. Their own privacy policies
                apply, and we are not responsible for their content or practices.
              </p>
            </div>
          </section>

          <section aria-labelledby="privacy-data-protection">
            <h2 id="privacy-data-protection" className="text-lg font-semibold text-slate-900 sm:text-xl">
              Data Protection and Privacy Policy
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
              <p>We collect the information you give us and the information created as you use the Service:</p>
              <ul className="list-disc space-y-1 pl-6">
                <li>account details: name, e-mail address, mobile number and password (stored only in hashed form);</li>
                <li>
                  business details: company name and type, business address, zip code, service areas, services offered,
                  years in business, licence and insurance numbers, and profile links;
                </li>
                <li>content: profile photos, work albums, chat messages, bids, reviews and project documents;</li>
                <li>
                  payments: wallet top-ups, lead purchases, refunds and subscriptions. Card details are handled by our
                  payment processor; we keep only a reference and the last digits of the card;
                </li>
                <li>technical data: device and browser information, IP address and sign-in records.</li>
              </ul>
              <p>
                We use this information to run the Service: to create and secure your account, show you projects in your
                service areas, send one-time codes and notifications you have chosen, process payments and refunds,
                provide support, prevent fraud and misuse, and meet our legal obligations.
              </p>
              <p>
                We do not sell your personal information. We share it only with the other party to a project as the
                Service requires, with service providers who process it on our behalf (hosting, e-mail, SMS, payments),
                and when the law requires it. You may ask to see, correct or delete your information, or close your
                account, by writing to {SUPPORT_EMAIL} or to {POSTAL_ADDRESS}. California residents have the rights
                given by the California Consumer Privacy Act.
              </p>
            </div>
          </section>

          <section aria-labelledby="privacy-security">
            <h2 id="privacy-security" className="text-lg font-semibold text-slate-900 sm:text-xl">
              Data Security
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
              <p>
                All information sent between your device and {PRODUCT_NAME} is protected with SSL encryption. Passwords
                are never stored in readable form, and access to personal data is limited to the people who need it to
                run the Service.
              </p>
              <p>
                No method of transmission over the internet or of electronic storage is completely secure, so while we
                use commercially reasonable measures to protect your information, we cannot guarantee its absolute
                security.
              </p>
              <p>
                Your data may be stored on servers operated by our hosting providers, who are bound to keep it
                confidential and secure and to use it only to provide their services to us.
              </p>
            </div>
          </section>
        </div>
      </article>
    </div>
  );
}
