import { leadPaymentMessages as t } from '@homebid/contracts/leads';
import { pageUrl } from '@homebid/contracts/routes';
import { formatDollars, walletTexts } from '@homebid/contracts/wallet';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadFailure } from '@/components/errors/load-failure';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ChevronDownIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { ProcessingDialog } from '@/components/ui/processing-dialog';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { CardPaymentPanel, useCardPayment } from '@/features/cards/components/card-payment-panel';
import { ConfirmationFailed, useLeadPaymentDetails, usePayLead } from '@/features/leads/api/lead-payment';
import { ApiError, answerMessageOr } from '@/lib/api-client';
import { createAttemptKeys } from '@/lib/idempotency-key';

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const formatDay = (iso: string) => {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? '' : day.format(new Date(at));
};

function BackLink() {
  return (
    <Link
      to={paths.leads}
      className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline"
    >
      <ChevronDownIcon className="h-4 w-4 rotate-90" />
      {t.backLink}
    </Link>
  );
}

/**
 * Lead payment (spec §2 /lead-payment/{id}/{project_id}): the customer and project, the money-back
 * guarantee, the service amount, saved cards or 'Add new card', Pay Now; then the success modal
 * whose Summary replaces the location with the project's lead_projects detail. An unavailable lead
 * sends the provider to /leads. {id} is the provider's id; the page reads only {project_id}.
 */
export default function LeadPaymentPage() {
  const params = useParams();
  const projectId = Number(params.projectId);
  const isValidId = Number.isSafeInteger(projectId) && projectId > 0;
  const navigate = useNavigate();
  const details = useLeadPaymentDetails(projectId, isValidId);
  const payment = useCardPayment();
  const { cardId } = payment;
  const pay = usePayLead();
  const attemptKeys = useRef(createAttemptKeys()).current;
  const [error, setError] = useState<string | null>(null);
  const [summaryPath, setSummaryPath] = useState<string | null>(null);

  const isUnavailable = !isValidId || (details.data !== undefined && !details.data.available && !summaryPath);
  useEffect(() => {
    if (!isUnavailable) return;
    if (details.data?.unavailable_reason) notify.info(details.data.unavailable_reason);
    navigate(paths.leads, { replace: true });
  }, [isUnavailable, details.data, navigate]);

  if (details.isPending || isUnavailable) return <Spinner label="Loading the lead…" />;
  if (details.isError) {
    return (
      <section className="space-y-6">
        <BackLink />
        <LoadFailure
          message={
            details.error instanceof ApiError && details.error.status >= 500
              ? t.cardDetailsFailed
              : answerMessageOr(details.error, t.cardDetailsFailed)
          }
          onRetry={() => void details.refetch()}
        />
      </section>
    );
  }

  const detail = details.data;
  const project = detail.project;
  const place = [project?.address.city, project?.address.state].filter(Boolean).join(', ');

  const payNow = async () => {
    setError(null);
    if (!cardId) return setError(t.cardDetailsEmpty);
    try {
      const paid = await pay.mutateAsync({
        projectId,
        providerId: detail.provider_id,
        providerProjectId: detail.provider_project_id,
        leadFee: detail.service_amount,
        paymentMethodId: cardId,
        idempotencyKey: attemptKeys.keyFor(`${projectId}:${cardId}`),
      });
      attemptKeys.settle();
      setSummaryPath(
        pageUrl('providerProjectDetail', {
          providerProjectId: paid.provider_project_id,
          id: paid.project_id,
          from: 'lead_projects',
        }),
      );
    } catch (thrown) {
      // Initiating failed: 'Unable to complete the payment.'; confirming failed: 'Payment confirmation failed'.
      const isConfirming = thrown instanceof ConfirmationFailed;
      const failure = isConfirming ? thrown.cause : thrown;
      const isOffline = failure instanceof ApiError && failure.status === 0;
      if (!isOffline) attemptKeys.settle();
      setError(
        failure instanceof ApiError && failure.status === 0
          ? failure.message
          : answerMessageOr(failure, isConfirming ? t.confirmationFailed : t.paymentFailed),
      );
    }
  };

  return (
    <section aria-labelledby="lead-payment-title" className="mx-auto max-w-4xl space-y-6">
      <BackLink />
      <div className="grid gap-6 lg:grid-cols-5">
        <div className="space-y-6 lg:col-span-3">
          <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex items-center gap-3">
              <Avatar
                name={project?.consumer_name ?? ''}
                src={project?.consumer_avatar_url}
                className="h-14 w-14 shrink-0"
                initialsClassName="bg-brand-100 text-brand-800 font-semibold"
              />
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900">{project?.consumer_name}</p>
                {place && <p className="text-sm text-slate-600">{place}</p>}
              </div>
            </div>
            <h1 id="lead-payment-title" className="mt-4 text-xl font-semibold">
              {project?.title ?? 'Lead payment'}
            </h1>
            <p className="mt-1 text-sm text-slate-600">
              {project?.published_date && <>Published {formatDay(project.published_date)}</>}
              {project?.project_type && <> · {project.project_type}</>}
            </p>
          </article>
          <p className="rounded-2xl bg-emerald-50 p-4 text-sm text-emerald-900">
            <strong>{t.guarantee}</strong>.{' '}
            <Link to={paths.terms} className="font-semibold underline">
              Terms & Conditions
            </Link>
          </p>
          <section
            aria-labelledby="service-amount-title"
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            <h2 id="service-amount-title" className="text-sm font-semibold uppercase tracking-wide text-slate-500">
              {t.serviceAmountTitle}
            </h2>
            <p className="mt-1 text-3xl font-bold tabular-nums" data-testid="service-amount">
              {formatDollars(detail.service_amount)}
            </p>
            <p className="mt-2 text-sm text-slate-600">{t.serviceAmountBody}</p>
          </section>
        </div>
        <div className="lg:col-span-2">
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <CardPaymentPanel
              payment={payment}
              onChange={() => setError(null)}
              addCardLabel={`+ ${t.addNewCard}`}
              addCardTitle={t.addNewCard}
              disabled={pay.isPending}
              error={error}
            >
              <Button className="w-full" onClick={() => void payNow()} disabled={pay.isPending}>
                {t.payNow} · {formatDollars(detail.service_amount)}
              </Button>
            </CardPaymentPanel>
          </div>
        </div>
      </div>

      <ProcessingDialog isOpen={pay.isPending} label={walletTexts.processing} />
      <Modal
        isOpen={summaryPath !== null}
        onClose={() => summaryPath && navigate(summaryPath, { replace: true })}
        title={t.successTitle}
        description={t.successBody}
        hideCloseButton
      >
        <div className="flex justify-end">
          <Button onClick={() => summaryPath && navigate(summaryPath, { replace: true })} autoFocus>
            {t.summary}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
