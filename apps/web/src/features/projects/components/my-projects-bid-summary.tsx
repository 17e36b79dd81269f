import { BID_TYPE, type TProjectCard } from '@homebid/contracts/projects';
import { formatDollars } from '@homebid/contracts/wallet';
import { myProjectsTexts } from '../texts';

/** A My Projects card's bid lines (spec §2: bid amount, bid type, hours), or that there is no bid. */
export function MyProjectsBidSummary({ project }: { project: TProjectCard }) {
  if (project.bid_amount === null) return <p className="text-slate-500">{myProjectsTexts.noBid}</p>;
  const isHourly = project.bid_type === BID_TYPE.hourly;
  const amount = formatDollars(project.bid_amount);
  const rows = [
    { label: myProjectsTexts.bidAmount, value: isHourly ? `${amount}${myProjectsTexts.perHour}` : amount },
    { label: myProjectsTexts.bidType, value: isHourly ? myProjectsTexts.hourly : myProjectsTexts.fixed },
    {
      label: myProjectsTexts.hours,
      value: project.hours === null ? myProjectsTexts.noHours : project.hours.toLocaleString('en-US'),
    },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2">
      {rows.map((row) => (
        <div key={row.label} className="min-w-0">
          <dt className="truncate text-xs font-medium uppercase tracking-wide text-slate-500">{row.label}</dt>
          <dd className="truncate font-semibold text-slate-900">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
