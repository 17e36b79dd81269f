import {
  NOTIFICATION_CHANNELS,
  notificationSettingsTexts as s,
  type TGlobalNotificationSettings,
  type TNotificationChannel,
  type TNotificationSetting,
} from '@homebid/contracts/notifications';
import { useCallback, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ChevronDownIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { answerMessageOr } from '@/lib/api-client';
import { useSaveNotificationSettings } from '../api/notification-settings';
import { enablePush, isPushSubscribed, type PushSupport, pushSupport } from '../api/web-push';
import { notificationLabels as t } from '../texts';

export interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Visually hidden label (a row's switches sit under column-like labels). */
  labelHidden?: boolean;
}

/** An on/off switch: a button with role switch, Space and Enter toggle it. */
export function Switch({ label, checked, onChange, labelHidden }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onChange(!checked)}
      className="inline-flex min-h-11 items-center gap-3 rounded-lg px-1 text-sm text-slate-800"
    >
      <span
        aria-hidden="true"
        className={`relative inline-block h-6 w-11 shrink-0 rounded-full transition ${checked ? 'bg-brand-700' : 'bg-slate-300'}`}
      >
        <span
          className={`absolute top-0.5 h-5 w-5 rounded-full bg-white shadow transition-all ${checked ? 'left-[1.375rem]' : 'left-0.5'}`}
        />
      </span>
      <span className={labelHidden ? 'sr-only' : ''}>{label}</span>
    </button>
  );
}

/** A row's summary: the channels that will actually deliver, a global switch that is off counting as off. */
export function rowSummary(row: Record<TNotificationChannel, boolean>, global: TGlobalNotificationSettings): string {
  const effective = Object.fromEntries(NOTIFICATION_CHANNELS.map((c) => [c, row[c] && global[c]])) as Record<
    TNotificationChannel,
    boolean
  >;
  return s.summary(effective);
}

function SettingRow({
  row,
  global,
  onChange,
}: {
  row: TNotificationSetting;
  global: TGlobalNotificationSettings;
  onChange: (channel: TNotificationChannel, on: boolean) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const name = s.types[row.notification_type];
  return (
    <li className="rounded-xl border border-slate-200 bg-white">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="flex min-h-14 w-full items-center gap-3 px-4 py-2 text-left"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-medium text-slate-900">{name}</span>
          <span className="block text-sm text-slate-600" data-testid="setting-summary">
            {rowSummary(row, global)}
          </span>
        </span>
        <ChevronDownIcon className={`h-5 w-5 shrink-0 text-slate-500 transition ${isOpen ? 'rotate-180' : ''}`} />
      </button>
      <fieldset id={panelId} hidden={!isOpen} className="border-t border-slate-100 px-4 py-2">
        <legend className="sr-only">{name}</legend>
        <div className="flex flex-wrap gap-x-6">
          {NOTIFICATION_CHANNELS.map((channel) => (
            <Switch
              key={channel}
              label={s.channels[channel]}
              checked={row[channel]}
              onChange={(on) => onChange(channel, on)}
            />
          ))}
        </div>
      </fieldset>
    </li>
  );
}

function DevicePush({ attempt }: { attempt: Promise<PushSupport> | null }) {
  const [support, setSupport] = useState<PushSupport>(() => pushSupport());
  const [isSubscribed, setIsSubscribed] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    isPushSubscribed()
      .then((subscribed) => isCurrent && setIsSubscribed(subscribed))
      .catch(() => isCurrent && setIsSubscribed(false));
    return () => {
      isCurrent = false;
    };
  }, []);

  const follow = useCallback(async (run: Promise<PushSupport>) => {
    setIsBusy(true);
    setError(null);
    try {
      const result = await run;
      setSupport(result);
      setIsSubscribed(result === 'granted');
    } catch (failure) {
      setError(answerMessageOr(failure, t.pushFailed));
    } finally {
      setIsBusy(false);
    }
  }, []);

  // Turning the Push switch on started it (on that click): show how it ends.
  useEffect(() => {
    if (attempt) void follow(attempt);
  }, [attempt, follow]);

  // A click only: browsers refuse (or remember a refusal of) a permission asked without one.
  const enable = () => void follow(enablePush());

  let status: string;
  if (support === 'unsupported') status = s.pushUnsupported;
  else if (support === 'denied') status = s.pushBlocked;
  else status = isSubscribed ? t.deviceOn : t.deviceOff;

  return (
    <div className="rounded-xl bg-slate-50 p-4 text-sm">
      <p className="font-medium text-slate-900">{t.deviceTitle}</p>
      <p className="mt-1 text-slate-600">{status}</p>
      {error && (
        <p role="alert" className="mt-1 text-red-700">
          {error}
        </p>
      )}
      {support !== 'unsupported' && support !== 'denied' && isSubscribed === false && (
        <Button variant="secondary" className="mt-3" isLoading={isBusy} onClick={enable}>
          {t.deviceEnable}
        </Button>
      )}
    </div>
  );
}

export interface NotificationSettingsFormProps {
  initialGlobal: TGlobalNotificationSettings;
  initialRows: TNotificationSetting[];
}

/**
 * Spec 'projects' §2 Notification settings: 'Alert types' (push, SMS, e-mail for everything), then
 * 'notifications you receive', one expandable row per type with the same three switches and a
 * summary; edited here, sent by Save, answered in a message modal (failures too, §8).
 */
export function NotificationSettingsForm({ initialGlobal, initialRows }: NotificationSettingsFormProps) {
  const [global, setGlobal] = useState(initialGlobal);
  const [rows, setRows] = useState(initialRows);
  const [result, setResult] = useState<{ title: string; message: string } | null>(null);
  const [pushAttempt, setPushAttempt] = useState<Promise<PushSupport> | null>(null);
  const save = useSaveNotificationSettings();

  const submit = () =>
    save.mutate(
      { global, types: rows },
      {
        onSuccess: ({ message }) => setResult({ title: t.saveDone, message: message || s.saved }),
        onError: (error) => setResult({ title: t.saveError, message: answerMessageOr(error, s.failed) }),
      },
    );

  return (
    <div className="space-y-8">
      <section aria-labelledby="alert-types" className="space-y-3">
        <h2 id="alert-types" className="text-lg font-semibold">
          {s.alertTypes}
        </h2>
        <div className="flex flex-wrap gap-x-8 rounded-xl border border-slate-200 bg-white px-4 py-2">
          {NOTIFICATION_CHANNELS.map((channel) => (
            <Switch
              key={channel}
              label={s.channels[channel]}
              checked={global[channel]}
              onChange={(on) => {
                setGlobal((current) => ({ ...current, [channel]: on }));
                // Push switched on by this click: ask this browser's permission and subscribe it now.
                if (channel === 'push_notification' && on && pushSupport() === 'default') setPushAttempt(enablePush());
              }}
            />
          ))}
        </div>
        {global.push_notification && <DevicePush attempt={pushAttempt} />}
      </section>

      <section aria-labelledby="you-receive" className="space-y-3">
        <h2 id="you-receive" className="text-lg font-semibold first-letter:uppercase">
          {s.youReceive}
        </h2>
        <ul className="space-y-2">
          {rows.map((row) => (
            <SettingRow
              key={row.id}
              row={row}
              global={global}
              onChange={(channel, on) =>
                setRows((current) => current.map((r) => (r.id === row.id ? { ...r, [channel]: on } : r)))
              }
            />
          ))}
        </ul>
      </section>

      <Button onClick={submit} isLoading={save.isPending}>
        {s.save}
      </Button>

      <Modal isOpen={result !== null} onClose={() => setResult(null)} title={result?.title ?? ''}>
        <p className="text-slate-700">{result?.message}</p>
        <div className="mt-5 flex justify-end">
          <Button autoFocus onClick={() => setResult(null)}>
            {s.ok}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
