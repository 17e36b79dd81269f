import { paths } from '@/config/paths';
import {
  AskQuestion,
  BackLink,
  MockupPage,
  mainColumn,
  SampleProject,
  sideColumn,
  twoColumns,
  YourBid,
} from '@/features/projects/components/mockup-parts';
import { mockupTexts, projectScreenTexts } from '@/features/projects/texts';

/** /my-project-completed-detail: a finished job with the customer's details. */
export default function MyProjectCompletedDetailMockup() {
  return (
    <MockupPage
      title={mockupTexts.titles.myProjectCompletedDetail}
      back={<BackLink to={`${paths.myProjects}?tab=completed`}>{projectScreenTexts.backTo.my_projects}</BackLink>}
    >
      <p className="inline-flex items-center gap-2 rounded-full bg-emerald-700 px-3 py-1 text-sm font-semibold text-white">
        {mockupTexts.completed}
        <span className="font-normal">· {mockupTexts.completedOn}</span>
      </p>
      <div className={twoColumns}>
        <div className={mainColumn}>
          <SampleProject isFullAddress hasPhone />
        </div>
        <div className={sideColumn}>
          <YourBid isEditable={false} />
          <AskQuestion />
        </div>
      </div>
    </MockupPage>
  );
}
