import { Button } from '@/components/ui/button';
import { hireTexts as t } from '../texts';

export interface StepNavProps {
  /** Absent on the first screen. */
  onBack?: () => void;
  /** Absent when Next submits the screen's form. */
  onNext?: () => void;
  nextLabel?: string;
  isLoading?: boolean;
}

/** Back and Next under each screen: Next first in the DOM on phones' full-width stack, last on wider screens. */
export function StepNav({ onBack, onNext, nextLabel = t.next, isLoading }: StepNavProps) {
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-4 sm:flex-row sm:justify-between">
      {onBack ? (
        <Button variant="ghost" onClick={onBack} className="w-full sm:w-auto">
          {t.back}
        </Button>
      ) : (
        <span />
      )}
      <Button type={onNext ? 'button' : 'submit'} onClick={onNext} isLoading={isLoading} className="w-full sm:w-auto">
        {nextLabel}
      </Button>
    </div>
  );
}
