import { PRODUCT_NAME } from '@homebid/contracts/messages';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { FaqList } from '@/features/static-pages/components/faq-list';

export default function FaqsPage() {
  return (
    <div className="min-h-full bg-slate-50 px-4 py-8 sm:px-6 sm:py-12">
      <article className="mx-auto max-w-3xl rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Frequently Asked Questions</h1>
        <p className="mt-3 leading-relaxed text-slate-700">
          How {PRODUCT_NAME} works for Pros: bidding, fees, payments and contact details. Cannot find your answer?{' '}
          <Link to={paths.support} className="font-medium text-brand-700 underline underline-offset-2">
            Contact support
          </Link>
          , we are available 24/7.
        </p>
        <div className="mt-6">
          <FaqList headingLevel={2} />
        </div>
      </article>
    </div>
  );
}
