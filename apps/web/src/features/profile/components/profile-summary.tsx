import { profileTexts, type TProviderProfile } from '@homebid/contracts/profile';
import { proProfileTexts } from '@homebid/contracts/pros';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { formatMobileNumber } from '@/components/ui/mobile-number-field';
import { ProBadge } from '@/components/ui/pro-badge';
import { StarRating } from '@/components/ui/star-rating';
import { paths } from '@/config/paths';

export interface ProfileSummaryProps {
  profile: TProviderProfile;
  onChangePicture: () => void;
  onChangeEmail: () => void;
  onChangeMobile: () => void;
}

/** Spec §2 Profile: avatar, name, PRO + badge, e-mail, mobile, average rating (to /review), review count. */
export function ProfileSummary({ profile, onChangePicture, onChangeEmail, onChangeMobile }: ProfileSummaryProps) {
  const reviewsLabel = profile.total_reviews === 1 ? '1 review' : `${profile.total_reviews} reviews`;
  return (
    <section aria-labelledby="profile-name" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <div className="flex flex-col items-center gap-2">
          <Avatar
            name={profile.name}
            src={profile.avatar_thumb}
            alt={profile.name}
            initialsLabel={`${profile.name} has no profile picture`}
            className="h-24 w-24"
            initialsClassName="bg-brand-700 text-2xl font-semibold text-white"
          />
          <button
            type="button"
            onClick={onChangePicture}
            className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            Change picture
          </button>
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 id="profile-name" className="text-2xl font-semibold">
              {profile.name}
            </h1>
            {profile.is_pro_provider && <ProBadge />}
          </div>
          {profile.company_name && <p className="text-slate-600">{profile.company_name}</p>}
          <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
            <dt className="font-medium text-slate-500">Email</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span className="break-all" data-testid="profile-email">
                {profile.email}
              </span>
              <button
                type="button"
                onClick={onChangeEmail}
                className="rounded px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50"
              >
                Edit email
              </button>
            </dd>
            <dt className="font-medium text-slate-500">Mobile number</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <span data-testid="profile-mobile">
                {profile.mobile_number ? formatMobileNumber(profile.mobile_number) : profileTexts.notSet}
              </span>
              <button
                type="button"
                onClick={onChangeMobile}
                className="rounded px-2 py-1 font-semibold text-brand-700 hover:bg-brand-50"
              >
                Edit mobile number
              </button>
            </dd>
          </dl>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {/* Named by what it shows (WCAG 2.5.3): the stars are decoration, the figure is read. */}
            <Link
              to={paths.review}
              className="flex items-center gap-2 rounded-lg py-1 font-semibold text-slate-800 hover:underline"
            >
              <span aria-hidden="true" className="inline-flex">
                <StarRating value={profile.average_ratings} />
              </span>
              <span>
                <span className="sr-only">{profileTexts.ratingLinkBefore} </span>
                <span data-testid="profile-average">{profile.average_ratings.toFixed(1)}</span>
                <span className="sr-only"> {profileTexts.ratingLinkAfter}</span>
              </span>
            </Link>
            <span className="text-sm text-slate-600" data-testid="profile-review-count">
              {reviewsLabel}
            </span>
            <Link to={paths.forgotPassword} className="text-sm font-semibold text-brand-700 hover:underline">
              Reset password
            </Link>
            <Link to={paths.proProfile(profile.id)} className="text-sm font-semibold text-brand-700 hover:underline">
              {proProfileTexts.seePublicProfile}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
