import { pages } from '@homebid/contracts/routes';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import {
  AskQuestion,
  BackLink,
  BidBreakdown,
  cardClass,
  linkButtonClass,
  MockupPage,
  mainColumn,
  SampleProject,
  sideColumn,
  TotalBids,
  twoColumns,
} from '@/features/projects/components/mockup-parts';
import { mockupTexts, projectScreenTexts } from '@/features/projects/texts';

/** /buy-project-available-detail: an available project with the bid notes prompt. */
export default function BuyProjectAvailableDetailMockup() {
  return (
    <MockupPage
      title={mockupTexts.titles.buyProjectAvailableDetail}
      back={<BackLink to={paths.projects('all', 1)}>{projectScreenTexts.backTo.projects}</BackLink>}
    >
      <div className={twoColumns}>
        <div className={mainColumn}>
          <SampleProject isFullAddress={false} hasPhone={false} />
          <AskQuestion />
        </div>
        <div className={sideColumn}>
          <section aria-labelledby="mockup-bid-now" className={`${cardClass} space-y-4`}>
            <div className="flex items-center justify-between gap-3">
              <h2 id="mockup-bid-now" className="font-semibold">
                {projectScreenTexts.yourBid}
              </h2>
              <TotalBids />
            </div>
            <BidBreakdown />
          </section>
          <Link to={pages.buyProjectContactDetails.path} className={`${linkButtonClass} w-full`}>
            {mockupTexts.buyLead}
          </Link>
        </div>
      </div>
    </MockupPage>
  );
}
