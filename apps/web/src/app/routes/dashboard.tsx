import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/use-session';

export default function DashboardPage() {
  const session = useSession();
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="text-2xl font-semibold">
        Welcome back{session ? `, ${session.user.name}` : ''}
      </h1>
      <p className="mt-1 text-slate-600">Your HomeBid dashboard.</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Link to={paths.support} className="rounded-xl border border-slate-200 bg-white p-5 hover:border-brand-500">
          <h2 className="font-semibold">Need help?</h2>
          <p className="mt-1 text-sm text-slate-600">Our support team is available 24/7.</p>
        </Link>
        <Link to={paths.faqs} className="rounded-xl border border-slate-200 bg-white p-5 hover:border-brand-500">
          <h2 className="font-semibold">How HomeBid works</h2>
          <p className="mt-1 text-sm text-slate-600">Fees, bidding and payments, answered.</p>
        </Link>
      </div>
    </section>
  );
}
