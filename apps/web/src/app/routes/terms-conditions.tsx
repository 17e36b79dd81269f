import { FEE_SCALE } from '@homebid/contracts/content';
import { PRODUCT_NAME } from '@homebid/contracts/messages';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { POSTAL_ADDRESS, paths, SUPPORT_EMAIL } from '@/config/paths';

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

const linkClass = 'font-medium text-brand-700 underline underline-offset-2';

interface TermsSection {
  id: string;
  title: string;
  body: ReactNode;
}

const SECTIONS: TermsSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    body: (
      <>
        <p>
          These Terms &amp; Conditions (the “Terms”) are an agreement between you and {PRODUCT_NAME}, Inc. (“
          {PRODUCT_NAME}”, “we”, “us”) and govern your use of the {PRODUCT_NAME} website, provider portal and mobile
          applications (together, the “Service”). By creating an account, signing in or otherwise using the Service you
          accept these Terms and our{' '}
          <Link to={paths.privacy} className={linkClass}>
            Privacy Policy
          </Link>
          . If you do not agree, do not use the Service.
        </p>
        <p>
          We may change these Terms from time to time. We will publish the updated Terms on this page, and your
          continued use of the Service after they are published means you accept them.
        </p>
      </>
    ),
  },
  {
    id: 'service',
    title: 'The Service',
    body: (
      <>
        <p>
          {PRODUCT_NAME} is an online marketplace that connects homeowners and other customers (“Customers”) with
          independent home-improvement professionals (“Providers” or “Pros”). A Customer inputs the details of a job,
          Providers serving that area bid on it, the Customer hires a Provider, and the work begins. Job measurements
          may be taken from aerial footage (for example of roofs, windows, solar, gutters, patios, fencing and decking)
          or with augmented reality indoors; they are provided for convenience and should be confirmed by the Provider.
        </p>
        <p>
          {PRODUCT_NAME} is not a contractor and does not perform, supervise or guarantee any work. Providers are
          independent businesses, not employees or agents of {PRODUCT_NAME}, and the contract for the work is made
          directly between the Customer and the Provider.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    body: (
      <p>
        You must be at least 18 years old and able to form a binding contract to use the Service. The Service is offered
        only in the United States and may be used only for jobs located in the United States. By using the Service as a
        Provider you confirm that you and your business hold every licence, registration and insurance that the law of
        the places where you work requires, and that the licence and insurance details you give us are true.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts',
    body: (
      <>
        <p>
          You must give accurate and complete information when you register and keep it up to date, including your
          e-mail address, mobile number, business details and service areas. Each account is for one person or business
          and may not be shared or transferred.
        </p>
        <p>
          You are responsible for keeping your password and one-time codes secret and for all activity under your
          account. Tell us straight away at {SUPPORT_EMAIL} if you think your account has been used without your
          permission.
        </p>
      </>
    ),
  },
  {
    id: 'bidding',
    title: 'Blind Auction Bidding',
    body: (
      <>
        <p>
          Projects are awarded through a blind auction: each Provider submits a bid, fixed-price or hourly, without
          seeing the bids of other Providers, and other Providers cannot see yours. The Customer is free to hire any
          bidder, or none, and is not required to choose the lowest bid.
        </p>
        <p>
          A bid is an offer to do the work described in the project for the amount bid. Bid only on work you are
          qualified, licensed and available to perform. You may withdraw a bid while the project is still in bidding;
          once the Customer hires you, you are expected to perform the work as offered, subject to any change orders
          agreed with the Customer.
        </p>
      </>
    ),
  },
  {
    id: 'service-fee',
    title: 'Service Fee on Awarded Bids',
    body: (
      <>
        <p>
          A service fee applies to every awarded bid. The Customer pays the fee up front to {PRODUCT_NAME} to log the
          job, and the fee is subtracted from the bid price, so the Provider receives the net amount. The net amount is
          shown with your bid entry before you submit it. The fee is a percentage of the bid amount:
        </p>
        <ul className="list-disc space-y-1 pl-6">
          {FEE_SCALE.map((step) => (
            <li key={step.upTo}>
              a bid of {dollars(step.upTo)} or less: {step.percent}%
            </li>
          ))}
        </ul>
        <p>
          Where a Customer pays a discounted fee or a promotion applies, the amount shown on the project is the amount
          that applies. Fees are stated in US dollars.
        </p>
      </>
    ),
  },
  {
    id: 'leads-wallet',
    title: 'Leads and Wallet',
    body: (
      <>
        <p>
          A Provider may buy the lead for a project to unlock the Customer’s contact details. Leads are paid from a
          prepaid wallet held in your account. You add funds to the wallet with a payment card through our payment
          processor; a lead cannot be bought when the wallet balance is lower than the lead price. Wallet funds are held
          in US dollars, earn no interest, are not a bank deposit and can be used only on the Service.
        </p>
        <p>
          Leads are covered by our 100% money-back guarantee: if you are not satisfied with a lead, or the Customer
          decides to choose another Pro, you may request a refund of the lead price from the project page, giving your
          reason. Approved refunds are credited to your wallet. A lead that has been refunded cannot be bought again.
          Refunds are not available for leads bought at a 100% discount.
        </p>
        <p>
          Pro+ is an optional paid subscription, billed monthly or yearly as shown when you subscribe. You may cancel an
          active subscription at any time; it then ends and can be resumed later.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payments Between Customers and Providers',
    body: (
      <>
        <p>
          The Customer pays the Provider directly for the work; {PRODUCT_NAME} does not collect, hold or guarantee
          payment for the work itself. The Provider gives the Customer a final invoice, a description of the job and a
          schedule of values.
        </p>
        <p>
          Any change to the scope of the work must be agreed in a change order between the Customer and the Provider.
          Once agreed, change orders are paid by the Customer directly to the Provider. Disputes about the work, its
          price or payment are between the Customer and the Provider, although our support team will try to help.
        </p>
      </>
    ),
  },
  {
    id: 'conduct',
    title: 'Conduct and Communication',
    body: (
      <>
        <p>
          Until a Customer hires you, keep all communication in {PRODUCT_NAME} chat and do not share phone numbers,
          e-mail addresses, websites or other contact information, and do not ask the Customer for theirs. The Customer
          and the Provider receive each other’s contact details once the Provider is hired. Messages that appear to
          contain contact information may be flagged.
        </p>
        <p>
          You must not: post false, misleading or unlawful content; harass, threaten or discriminate against anyone;
          arrange to avoid the service fee; bid on projects you do not intend to perform; use the Service to send spam;
          copy or scrape the Service; or interfere with its security or operation.
        </p>
      </>
    ),
  },
  {
    id: 'reviews',
    title: 'Reviews',
    body: (
      <p>
        Customers may review Providers they have hired, and Providers may invite their customers to do so with a review
        link. Reviews must reflect a genuine experience. You must not write reviews of your own business, offer anything
        in exchange for a review, or pressure anyone to change or remove one. We may remove reviews that break these
        Terms but do not otherwise edit or endorse them.
      </p>
    ),
  },
  {
    id: 'ip',
    title: 'Intellectual Property',
    body: (
      <>
        <p>
          The Service, its software, design, text, graphics and the {PRODUCT_NAME} name and logo belong to{' '}
          {PRODUCT_NAME} or its licensors and are protected by law. We grant you a limited, non-exclusive,
          non-transferable licence to use the Service for its intended purpose while you comply with these Terms.
        </p>
        <p>
          You keep ownership of the photos, videos, documents and text you upload. You grant {PRODUCT_NAME} a worldwide,
          royalty-free licence to host, store, display and reproduce that content as needed to operate and promote the
          Service, and you confirm you have the right to grant it.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Disclaimers and Limitation of Liability',
    body: (
      <>
        <p>
          The Service is provided “as is” and “as available”. To the fullest extent permitted by law, {PRODUCT_NAME}{' '}
          disclaims all warranties, express or implied, including merchantability, fitness for a particular purpose and
          non-infringement. We do not warrant that the Service will be uninterrupted or error-free, that measurements or
          project details are accurate, or that any project will result in a hire.
        </p>
        <p>
          To the fullest extent permitted by law, {PRODUCT_NAME} is not liable for any indirect, incidental, special,
          consequential or punitive damages, or for lost profits, revenue or data, arising from the Service or from work
          arranged through it. Our total liability for any claim is limited to the amount you paid to {PRODUCT_NAME} in
          the twelve months before the claim arose. Some states do not allow these limitations, so they may not apply to
          you in full.
        </p>
      </>
    ),
  },
  {
    id: 'termination-law',
    title: 'Termination and Governing Law',
    body: (
      <>
        <p>
          You may stop using the Service and close your account at any time by contacting support. We may suspend or
          terminate your account if you break these Terms, if required by law, or to protect Customers, Providers or the
          Service. Sections that by their nature should survive termination, including payment obligations, intellectual
          property, disclaimers and limitation of liability, survive it.
        </p>
        <p>
          These Terms are governed by the laws of the State of California, without regard to its conflict-of-law rules.
          Any dispute arising from them or from the Service will be brought in the state or federal courts located in
          San Francisco County, California, and you consent to their jurisdiction. Questions about these Terms may be
          sent to {SUPPORT_EMAIL} or to {POSTAL_ADDRESS}.
        </p>
      </>
    ),
  },
];

export default function TermsConditionsPage() {
  return (
    <div className="min-h-full bg-slate-50 px-4 py-8 sm:px-6 sm:py-12">
      <article className="mx-auto max-w-3xl rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Terms &amp; Conditions</h1>
        <p className="mt-3 leading-relaxed text-slate-700">
          Please read these Terms carefully. They explain how bidding, fees, leads and payments work on {PRODUCT_NAME}{' '}
          and what we expect from everyone who uses it.
        </p>
        <ol className="mt-8 space-y-8">
          {SECTIONS.map((section, index) => (
            <li key={section.id}>
              <section aria-labelledby={`terms-${section.id}`}>
                <h2 id={`terms-${section.id}`} className="text-lg font-semibold text-slate-900 sm:text-xl">
                  {`${index + 1}. ${section.title}`}
                </h2>
                <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{section.body}</div>
              </section>
            </li>
          ))}
        </ol>
      </article>
    </div>
  );
}
