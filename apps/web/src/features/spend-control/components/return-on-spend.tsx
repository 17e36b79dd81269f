import { spendMessages } from '@homebid/contracts/spend-control';
import { formatDollars } from '@homebid/contracts/wallet';
import { LoadFailure } from '@/components/errors/load-failure';
import { answerMessageOr } from '@/lib/api-client';
import { useReturnOnSpend } from '../api/get-return-on-spend';

const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'November 2026' for '2026-11'. */
export const formatMonth = (month: string) => {
  const at = Date.parse(`${month}-01T00:00:00Z`);
  return Number.isNaN(at) ? month : monthName.format(new Date(at));
};

/** Return on spend (the issue): per month, leads bought, spent on leads, hires won, cost per hire. */
export function ReturnOnSpend() {
  const data = useReturnOnSpend();
  return (
    <section
      aria-labelledby="return-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="return-title" className="text-lg font-semibold">
        {spendMessages.returnTitle}
      </h2>
      {data.isPending ? (
        <div
          role="status"
          aria-label="Loading the return on spend"
          className="mt-4 h-24 animate-pulse rounded-lg bg-slate-100"
        />
      ) : data.isError ? (
        <LoadFailure
          tone="inline"
          className="mt-4"
          message={answerMessageOr(data.error, 'The return on spend could not be loaded.')}
          onRetry={() => void data.refetch()}
        />
      ) : data.data.months.length === 0 ? (
        <p className="mt-3 text-slate-600">{spendMessages.noReturnData}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead className="border-b border-slate-200 text-slate-500">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {spendMessages.month}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {spendMessages.leadsBought}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {spendMessages.leadSpend}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {spendMessages.hiresWon}
                </th>
                <th scope="col" className="py-2 pl-3 text-right font-medium">
                  {spendMessages.costPerHire}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 tabular-nums">
              {data.data.months.map((month) => (
                <tr key={month.month}>
                  <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                    {formatMonth(month.month)}
                  </th>
                  <td className="px-3 py-2 text-right">{month.leads_bought}</td>
                  <td className="px-3 py-2 text-right">{formatDollars(month.lead_spend)}</td>
                  <td className="px-3 py-2 text-right">{month.hires_won}</td>
                  <td className="py-2 pl-3 text-right">
                    {month.cost_per_hire == null ? spendMessages.noHires : formatDollars(month.cost_per_hire)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t border-slate-200 font-semibold tabular-nums">
              <tr>
                <th scope="row" className="py-2 pr-3">
                  Total
                </th>
                <td className="px-3 py-2 text-right">{data.data.totals.leads_bought}</td>
                <td className="px-3 py-2 text-right">{formatDollars(data.data.totals.lead_spend)}</td>
                <td className="px-3 py-2 text-right">{data.data.totals.hires_won}</td>
                <td className="py-2 pl-3 text-right">
                  {data.data.totals.cost_per_hire == null
                    ? spendMessages.noHires
                    : formatDollars(data.data.totals.cost_per_hire)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
