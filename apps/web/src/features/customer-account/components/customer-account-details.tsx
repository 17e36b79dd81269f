import type { TCustomerProfile } from '@homebid/contracts/profile';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { formatMobileNumber } from '@/components/ui/mobile-number-field';
import { customerAccountTexts as t } from '../texts';
import { CustomerNameForm } from './customer-name-form';

export interface CustomerAccountDetailsProps {
  customer: TCustomerProfile;
  onChangeEmail: () => void;
  onChangeMobile: () => void;
}

const memberSince = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function ContactRow({
  label,
  value,
  testId,
  action,
}: {
  label: string;
  value: string;
  testId: string;
  action: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1 border-t border-slate-100 py-3 sm:flex-row sm:items-center sm:gap-4">
      <dt className="w-40 shrink-0 text-sm font-medium text-slate-500">{label}</dt>
      <dd className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
        <span className="break-all" data-testid={testId}>
          {value}
        </span>
        {action}
      </dd>
    </div>
  );
}

const changeClass = 'min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50';

/**
 * /customer/account: the picture (when there is one, else the initials), the name (edited
 * here), the e-mail and the mobile number, each changed with a code (the dialogs come from the page).
 */
export function CustomerAccountDetails({ customer, onChangeEmail, onChangeMobile }: CustomerAccountDetailsProps) {
  return (
    <section aria-labelledby="account-details" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <div className="mb-5 flex items-center gap-4">
        <Avatar
          name={customer.name}
          src={customer.avatar_url}
          alt={customer.name}
          initialsLabel={t.noPicture(customer.name)}
          className="h-16 w-16 shrink-0"
          initialsClassName="bg-brand-700 text-xl font-semibold text-white"
        />
        <div className="min-w-0">
          <h2 id="account-details" className="truncate text-lg font-semibold" data-testid="account-name">
            {customer.name}
          </h2>
          <p className="text-sm text-slate-600">{t.memberSince(memberSince(customer.created_at))}</p>
        </div>
      </div>
      <CustomerNameForm name={customer.name} />
      <dl className="mt-5">
        <ContactRow
          label={t.email}
          value={customer.email}
          testId="account-email"
          action={
            <button type="button" onClick={onChangeEmail} className={changeClass}>
              {t.changeEmail}
            </button>
          }
        />
        <ContactRow
          label={t.mobile}
          value={customer.mobile_number ? formatMobileNumber(customer.mobile_number) : t.noMobile}
          testId="account-mobile"
          action={
            <button type="button" onClick={onChangeMobile} className={changeClass}>
              {customer.mobile_number ? t.changeMobile : t.addMobile}
            </button>
          }
        />
      </dl>
    </section>
  );
}
