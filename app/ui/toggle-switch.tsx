// An on/off switch (Radix Switch: a button with role="switch", Space/Enter toggles it).
import { Switch } from 'radix-ui';

export interface ToggleSwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** The accessible name when no visible <label> points at the switch. */
  label?: string;
  id?: string;
  disabled?: boolean;
  busy?: boolean;
  size?: 'sm' | 'md';
}

export function ToggleSwitch({
  checked,
  onCheckedChange,
  label,
  id,
  disabled,
  busy,
  size = 'md',
}: ToggleSwitchProps) {
  const track = size === 'sm' ? 'h-5 w-9' : 'h-6 w-11';
  const thumb =
    size === 'sm'
      ? 'size-4 data-[state=checked]:translate-x-4'
      : 'size-5 data-[state=checked]:translate-x-5';
  return (
    <Switch.Root
      id={id}
      checked={checked}
      onCheckedChange={onCheckedChange}
      disabled={disabled}
      aria-label={label}
      aria-busy={busy || undefined}
      className={`relative inline-flex shrink-0 cursor-pointer items-center rounded-full p-0.5 transition-colors data-[state=checked]:bg-brand-600 data-[state=unchecked]:bg-slate-300 disabled:cursor-not-allowed disabled:opacity-50 ${track} ${busy ? 'opacity-70' : ''}`}
    >
      <Switch.Thumb
        className={`block rounded-full bg-white shadow transition-transform rtl:data-[state=checked]:-translate-x-4 ${thumb}`}
      />
    </Switch.Root>
  );
}
