import type { TFaq } from '@homebid/contracts/content';
import { uiTexts } from '@homebid/contracts/messages';
import { useId, useState } from 'react';
import { LoadFailure } from '@/components/errors/load-failure';
import { useFaqs } from '../api/get-faqs';

interface FaqListProps {
  /** Level of each question's heading: 2 on a page of its own, 3 under a section heading. */
  headingLevel?: 2 | 3;
}

/** The FAQ entries as an accordion; any number of answers may be open at once. */
export function FaqList({ headingLevel = 2 }: FaqListProps) {
  const { data, error, isPending, isFetching, refetch } = useFaqs();

  if (isPending && (!error || isFetching)) {
    return (
      <div role="status" aria-live="polite" className="flex items-center gap-3 py-6 text-slate-600">
        <span
          aria-hidden="true"
          className="size-5 shrink-0 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600"
        />
        <span>{uiTexts.faqLoading}</span>
      </div>
    );
  }

  if (error && !data) {
    return (
      <LoadFailure
        message={`We could not load the questions. ${error.message}`}
        onRetry={() => void refetch()}
        retryLabel="Retry"
      />
    );
  }

  if (!data || data.length === 0) {
    return <p className="py-6 text-slate-600">There are no questions yet.</p>;
  }

  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {data.map((faq) => (
        <FaqItem key={faq.id} faq={faq} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}

function FaqItem({ faq, headingLevel }: { faq: TFaq; headingLevel: 2 | 3 }) {
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  const buttonId = `${id}-question`;
  const panelId = `${id}-answer`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <li>
      <Heading className="text-base font-semibold">
        <button
          id={buttonId}
          type="button"
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => setIsOpen((open) => !open)}
          className="flex w-full items-center justify-between gap-4 px-4 py-4 text-left text-slate-900 hover:bg-slate-50 sm:px-5"
        >
          <span>{faq.question}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="currentColor"
            className={`size-5 shrink-0 text-brand-700 transition-transform ${isOpen ? 'rotate-180' : ''}`}
          >
            <path
              fillRule="evenodd"
              d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
              clipRule="evenodd"
            />
          </svg>
        </button>
      </Heading>
      <section
        id={panelId}
        aria-labelledby={buttonId}
        hidden={!isOpen}
        className="space-y-3 px-4 pb-5 leading-relaxed text-slate-700 sm:px-5"
      >
        {faq.answer.split('\n\n').map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
    </li>
  );
}
