import type { TProjectDetail } from '@homebid/contracts/projects';
import { Avatar } from '@/components/ui/avatar';
import { PhoneIcon } from '@/components/ui/icons';
import { projectScreenTexts as t } from '../texts';
import { CheckBadgeIcon } from './project-icons';

/** Digits of a US number for a tel: link: '+1' and the ten digits. */
const telHref = (mobile: string) => {
  const digits = mobile.replace(/\D/g, '');
  return `tel:${digits.length === 10 ? `+1${digits}` : `+${digits}`}`;
};

/** '(312) 555-0101' for ten digits; anything else as it came. */
const formatPhone = (mobile: string) => {
  const digits = mobile.replace(/\D/g, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : mobile;
};

/**
 * The customer (spec §2 customer/lead card): name, picture, 'Phone verified'; the phone and e-mail
 * as links only when the server says the provider may contact the customer (after hire or lead
 * purchase; the server leaves them out of the answer before that).
 */
export function CustomerCard({ project }: { project: TProjectDetail }) {
  const canContact = project.can_provider_contact_customer;
  return (
    <section aria-labelledby="customer-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="customer-title" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
        {t.customer}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <Avatar
          name={project.consumer_name}
          src={project.consumer_avatar_url}
          className="h-12 w-12 shrink-0"
          initialsClassName="bg-brand-100 text-brand-800 font-semibold"
        />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{project.consumer_name}</p>
          {project.consumer_phone_verified && (
            <p className="mt-0.5 inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              <CheckBadgeIcon className="h-3.5 w-3.5" />
              {t.phoneVerified}
            </p>
          )}
        </div>
      </div>
      {canContact && (project.consumer_mobile || project.consumer_email) ? (
        <dl className="mt-4 space-y-2 text-sm">
          {project.consumer_mobile && (
            <div className="flex items-center justify-between gap-3">
              <dt className="text-slate-500">{t.phone}</dt>
              <dd>
                <a
                  href={telHref(project.consumer_mobile)}
                  className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:underline"
                >
                  <PhoneIcon className="h-4 w-4" />
                  {formatPhone(project.consumer_mobile)}
                </a>
              </dd>
            </div>
          )}
          {project.consumer_email && (
            <div className="flex items-center justify-between gap-3">
              <dt className="text-slate-500">{t.email}</dt>
              <dd className="min-w-0">
                <a
                  href={`mailto:${project.consumer_email}`}
                  className="inline-flex min-h-11 items-center break-all font-semibold text-brand-700 hover:underline"
                >
                  {project.consumer_email}
                </a>
              </dd>
            </div>
          )}
        </dl>
      ) : (
        <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">{t.contactLocked}</p>
      )}
    </section>
  );
}
