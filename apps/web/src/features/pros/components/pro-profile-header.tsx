import type { TPublicProProfile } from '@homebid/contracts/pros';
import { Avatar } from '@/components/ui/avatar';
import { ProBadge } from '@/components/ui/pro-badge';
import { prosTexts } from '../texts';
import { ProFacts } from './pro-facts';

const monthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** The top of a pro's public profile: picture, company (the page's heading), Pro+ and the card's figures. */
export function ProProfileHeader({ profile }: { profile: TPublicProProfile }) {
  const since = Date.parse(profile.member_since);
  return (
    <section
      aria-labelledby="pro-name"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center sm:p-6"
    >
      <Avatar
        name={profile.company_name}
        src={profile.avatar_url}
        alt={`${profile.company_name} profile picture`}
        className="h-20 w-20 shrink-0 sm:h-24 sm:w-24"
        initialsClassName="bg-brand-700 text-2xl font-semibold text-white"
      />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 id="pro-name" className="min-w-0 break-words text-2xl font-semibold">
            {profile.company_name}
          </h1>
          {profile.is_pro_plus && <ProBadge />}
        </div>
        <ProFacts card={profile} size="md" />
        <p className="text-sm text-slate-600">
          {Number.isNaN(since) ? null : `${prosTexts.memberSince} ${monthYear.format(new Date(since))} · `}
          {prosTexts.jobsCompleted(profile.jobs_completed)}
        </p>
      </div>
    </section>
  );
}
