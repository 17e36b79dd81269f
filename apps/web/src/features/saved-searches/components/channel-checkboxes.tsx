import { NOTIFICATION_CHANNELS, type TNotificationChannel } from '@homebid/contracts/notifications';
import { savedSearchTexts as t } from '../texts';

export type Channels = Record<TNotificationChannel, boolean>;

export interface ChannelCheckboxesProps {
  legend: string;
  /** Hides the legend visually (it still names the group for screen readers). */
  isLegendHidden?: boolean;
  value: Channels;
  onChange: (channel: TNotificationChannel, checked: boolean) => void;
  disabled?: boolean;
}

/** Push, SMS and e-mail as a labelled group of checkboxes. */
export function ChannelCheckboxes({ legend, isLegendHidden, value, onChange, disabled }: ChannelCheckboxesProps) {
  return (
    <fieldset disabled={disabled}>
      <legend className={isLegendHidden ? 'sr-only' : 'mb-1 text-sm font-medium text-slate-700'}>{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1">
        {NOTIFICATION_CHANNELS.map((channel) => (
          <label
            key={channel}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800"
          >
            <input
              type="checkbox"
              className="h-5 w-5 rounded border-slate-400 accent-brand-700"
              checked={value[channel]}
              onChange={(event) => onChange(channel, event.target.checked)}
            />
            {t.channel[channel]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
