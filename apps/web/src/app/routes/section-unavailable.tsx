import { Link, useMatches } from 'react-router';
import { paths } from '@/config/paths';

export interface SectionHandle {
  title: string;
}

/** A route of the specifications whose screen has not shipped yet: says so plainly, no fake content. */
export default function SectionUnavailablePage() {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as SectionHandle | undefined)?.title ?? 'This page';
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="mt-3 text-slate-600">This part of HomeBid is not open yet. We are building it now.</p>
      <Link to={paths.dashboard} className="mt-6 inline-block font-semibold text-brand-700 underline">
        Back to the dashboard
      </Link>
    </section>
  );
}
