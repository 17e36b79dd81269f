import { chatTexts } from '@homebid/contracts/chat';
import {
  QUOTE_LIMITS,
  quoteMessages,
  quoteTexts,
  type TSendQuoteRequest,
  ZSendQuoteRequest,
} from '@homebid/contracts/quotes';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { answerMessageOr } from '@/lib/api-client';
import { useSendQuote } from '../api/send-quote';
import { chatScreenTexts as t } from '../texts';
import { localDate, localValidRange, runningTotal, typedNumber } from '../utils/quote-format';

/** A line as typed: the numbers stay text until they are checked. */
interface LineDraft {
  key: number;
  description: string;
  quantity: string;
  unit_price: string;
}

/** How many days ahead a new quote is valid by default. */
const DEFAULT_VALID_DAYS = 30;

let nextKey = 1;
const emptyLine = (): LineDraft => ({ key: nextKey++, description: '', quantity: '1', unit_price: '' });

/** The request the form's state stands for (the server computes the total). */
function requestOf(lines: LineDraft[], validUntil: string): TSendQuoteRequest {
  return {
    line_items: lines.map((line) => ({
      description: line.description,
      quantity: typedNumber(line.quantity) as number,
      unit_price: typedNumber(line.unit_price) as number,
    })),
    valid_until: validUntil,
  };
}

/**
 * The form's problems by field ('line_items.0.quantity', 'line_items' for the total, 'valid_until'),
 * from the same schema the API checks with, plus the sender's own today..+365 days.
 */
function problemsOf(request: TSendQuoteRequest, range: { min: string; max: string }): Record<string, string> {
  const problems: Record<string, string> = {};
  const parsed = ZSendQuoteRequest.safeParse(request);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.');
      problems[key] ??= issue.message;
    }
  }
  const date = request.valid_until;
  if (!problems.valid_until && /^\d{4}-\d{2}-\d{2}$/.test(date) && (date < range.min || date > range.max)) {
    problems.valid_until = quoteMessages.validUntilRange;
  }
  return problems;
}

export interface SendQuoteDialogProps {
  isOpen: boolean;
  onClose: () => void;
  projectId: number;
  providerId: number;
  /** The quote is in the conversation. */
  onSent: () => void;
}

/**
 * Send quote: line items (description, quantity, unit price; add and remove, 1 to 20), the running
 * total and the date it is valid until (today up to a year ahead), checked here with the API's own
 * schema. Lines carrying contact details before the hire are refused by the server with the
 * Communication Policy, shown here so the lines can be corrected.
 */
export function SendQuoteDialog({ isOpen, onClose, projectId, providerId, onSent }: SendQuoteDialogProps) {
  const send = useSendQuote(projectId, providerId);
  const [lines, setLines] = useState<LineDraft[]>(() => [emptyLine()]);
  const [validUntil, setValidUntil] = useState(() => localDate(DEFAULT_VALID_DAYS));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState<number | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const range = localValidRange();

  // A new line takes the focus at its description.
  useEffect(() => {
    if (focusKey === null) return;
    formRef.current?.querySelector<HTMLInputElement>(`[data-line="${focusKey}"]`)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  const reset = () => {
    setLines([emptyLine()]);
    setValidUntil(localDate(DEFAULT_VALID_DAYS));
    setProblems({});
    setFailure(null);
  };
  const close = () => {
    if (send.isPending) return;
    reset();
    onClose();
  };

  const change = (key: number, field: 'description' | 'quantity' | 'unit_price', value: string) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, [field]: value } : line)));
  const addLine = () => {
    const line = emptyLine();
    setLines((current) => [...current, line]);
    setFocusKey(line.key);
  };
  const removeLine = (key: number) => {
    const index = lines.findIndex((line) => line.key === key);
    const rest = lines.filter((line) => line.key !== key);
    setLines(rest);
    setProblems({});
    const neighbour = rest[Math.max(0, index - 1)];
    if (neighbour) setFocusKey(neighbour.key);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const request = requestOf(lines, validUntil);
    const found = problemsOf(request, range);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      // The first field with a problem takes the focus.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    try {
      const answer = await send.mutateAsync(request);
      if (answer.sensitive_info) {
        setFailure(chatTexts.communicationPolicy);
        return;
      }
      reset();
      onSent();
      onClose();
    } catch (error) {
      setFailure(answerMessageOr(error, t.sendQuoteFailed));
    }
  };

  return (
    <Modal isOpen={isOpen} onClose={close} title={quoteTexts.sendQuote} className="max-w-xl">
      <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <ol className="max-h-[50vh] space-y-3 overflow-y-auto" aria-label={t.quoteLines}>
          {lines.map((line, index) => {
            const at = `line_items.${index}`;
            return (
              <li key={line.key}>
                <fieldset className="space-y-2 rounded-xl border border-slate-200 p-3">
                  <legend className="px-1 text-sm font-semibold text-slate-800">{t.lineItem(index + 1)}</legend>
                  <TextField
                    label={t.description}
                    data-line={line.key}
                    value={line.description}
                    maxLength={QUOTE_LIMITS.maxDescription}
                    error={problems[`${at}.description`]}
                    onChange={(event) => change(line.key, 'description', event.target.value)}
                  />
                  <div className="grid grid-cols-2 gap-2">
                    <TextField
                      label={t.quantity}
                      inputMode="numeric"
                      value={line.quantity}
                      error={problems[`${at}.quantity`]}
                      onChange={(event) => change(line.key, 'quantity', event.target.value)}
                    />
                    <TextField
                      label={t.unitPrice}
                      inputMode="decimal"
                      value={line.unit_price}
                      error={problems[`${at}.unit_price`]}
                      onChange={(event) => change(line.key, 'unit_price', event.target.value)}
                    />
                  </div>
                  <div className="flex items-center justify-between gap-2">
                    <p className="text-sm text-slate-600">
                      {t.amount}: {runningTotal([line])}
                    </p>
                    {lines.length > QUOTE_LIMITS.minItems && (
                      <Button variant="ghost" className="px-3" onClick={() => removeLine(line.key)}>
                        {t.removeLine(index + 1)}
                      </Button>
                    )}
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button variant="secondary" onClick={addLine} disabled={lines.length >= QUOTE_LIMITS.maxItems}>
            {t.addLine}
          </Button>
          <p aria-live="polite" className="text-base font-semibold text-slate-900">
            {quoteTexts.total}: {runningTotal(lines)}
          </p>
        </div>
        {problems.line_items && (
          <p role="alert" className="text-sm text-red-600">
            {problems.line_items}
          </p>
        )}
        <TextField
          label={quoteTexts.validUntil}
          type="date"
          min={range.min}
          max={range.max}
          value={validUntil}
          error={problems.valid_until}
          onChange={(event) => setValidUntil(event.target.value)}
        />
        {failure && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={close} disabled={send.isPending}>
            {t.cancel}
          </Button>
          <Button type="submit" isLoading={send.isPending}>
            {quoteTexts.sendQuote}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
