import { Link } from 'react-router';
import { paths, SUPPORT_EMAIL, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@/config/paths';
import { FaqList } from '@/features/static-pages/components/faq-list';

export default function SupportPage() {
  return (
    <div className="min-h-full bg-slate-50 px-4 py-8 sm:px-6 sm:py-12">
      <article className="mx-auto max-w-3xl rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Support</h1>
        <p className="mt-3 leading-relaxed text-slate-700">
          Our support team is available <strong className="font-semibold text-slate-900">24/7</strong>, every day of the
          year. Call or write to us about your account, a project, a bid, a lead or your wallet and we will help you
          straight away.
        </p>

        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          <li className="rounded-lg border border-slate-200 bg-brand-50 p-4">
            <p className="text-sm font-medium text-slate-600">Call us, 24/7</p>
            <a
              href={SUPPORT_PHONE_HREF}
              className="mt-1 inline-block break-words text-lg font-semibold text-brand-800 underline-offset-2 hover:underline"
            >
              {SUPPORT_PHONE}
            </a>
          </li>
          <li className="rounded-lg border border-slate-200 bg-brand-50 p-4">
            <p className="text-sm font-medium text-slate-600">E-mail us</p>
            <a
              href={`mailto:${SUPPORT_EMAIL}`}
              className="mt-1 inline-block break-all text-lg font-semibold text-brand-800 underline-offset-2 hover:underline"
            >
              {SUPPORT_EMAIL}
            </a>
          </li>
        </ul>

        <section aria-labelledby="support-faq-heading" className="mt-10">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="support-faq-heading" className="text-xl font-semibold text-slate-900">
              Frequently Asked Questions
            </h2>
            <Link to={paths.faqs} className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline">
              Open the FAQ page
            </Link>
          </div>
          <div className="mt-4">
            <FaqList headingLevel={3} />
          </div>
        </section>
      </article>
    </div>
  );
}
