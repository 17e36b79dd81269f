import { myProjectsTexts, projectScreenTexts } from '@homebid/contracts/projects';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';

/**
 * A list that could not be loaded (My Projects, the dashboard): what failed, the server's own words
 * (or that it could not be reached), and a retry. Every failure is shown, none only logged.
 */
export function LoadFailure({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const detail = error instanceof ApiError ? error.message : myProjectsTexts.offline;
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-800">
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{detail}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {projectScreenTexts.tryAgain}
      </Button>
    </div>
  );
}
