// An on/off switch: a button with role="switch" (Space and Enter toggle it, as any button).
// Written by hand rather than with Radix Switch, whose script (with its helpers, ≈ 3 KB gzip)
// the list pages loaded up front for this one button (decision 0033). `data-state` keeps the
// styling hooks Radix gave.
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
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="switch"
      id={id}
      aria-checked={checked}
      aria-label={label}
      aria-busy={busy || undefined}
      data-state={state}
      data-disabled={disabled ? '' : undefined}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={`relative inline-flex shrink-0 cursor-pointer items-center rounded-full p-0.5 transition-colors data-[state=checked]:bg-brand-600 data-[state=unchecked]:bg-slate-300 disabled:cursor-not-allowed disabled:opacity-50 ${track} ${busy ? 'opacity-70' : ''}`}
    >
      <span
        data-state={state}
        className={`pointer-events-none block rounded-full bg-white shadow transition-transform rtl:data-[state=checked]:-translate-x-4 ${thumb}`}
      />
    </button>
  );
}
