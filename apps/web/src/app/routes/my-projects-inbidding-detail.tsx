import { paths } from '@/config/paths';
import {
  AskQuestion,
  BackLink,
  cardClass,
  MockupPage,
  mainColumn,
  SampleProject,
  sideColumn,
  TotalBids,
  twoColumns,
  YourBid,
} from '@/features/projects/components/mockup-parts';
import { mockupTexts, projectScreenTexts } from '@/features/projects/texts';

/** /my-projects-inbidding-detail: a project the provider bid on, with the Edit Bid dropdown. */
export default function MyProjectsInbiddingDetailMockup() {
  return (
    <MockupPage
      title={mockupTexts.titles.myProjectsInbiddingDetail}
      back={<BackLink to={paths.myProjects}>{projectScreenTexts.backTo.my_projects}</BackLink>}
    >
      <div className={twoColumns}>
        <div className={mainColumn}>
          <SampleProject isFullAddress={false} hasPhone={false} />
          <AskQuestion />
        </div>
        <div className={sideColumn}>
          <YourBid isEditable />
          <div className={cardClass}>
            <TotalBids />
          </div>
        </div>
      </div>
    </MockupPage>
  );
}
