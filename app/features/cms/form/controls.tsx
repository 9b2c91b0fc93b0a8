// Small form controls of the back-office: a text input and a textarea styled alike, and a labelled
// switch row (for a listing's flags) with a line of explanation.
import { forwardRef, useId, type ComponentProps } from 'react';
import { ToggleSwitch } from '../../../ui/toggle-switch.tsx';
import { input } from '../styles.ts';

export const TextInput = forwardRef<HTMLInputElement, ComponentProps<'input'>>(function TextInput(
  { className = '', ...props },
  ref,
) {
  return <input ref={ref} {...props} className={`${input} ${className}`} />;
});

export const TextArea = forwardRef<HTMLTextAreaElement, ComponentProps<'textarea'>>(
  function TextArea({ className = '', ...props }, ref) {
    return <textarea ref={ref} {...props} className={`${input} min-h-24 ${className}`} />;
  },
);

interface SwitchRowProps {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function SwitchRow({ label, description, checked, onChange }: SwitchRowProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-3 py-2">
      <div className="min-w-0">
        <label htmlFor={id} className="block cursor-pointer text-sm font-medium text-slate-800">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="text-xs text-slate-500">
            {description}
          </p>
        )}
      </div>
      <ToggleSwitch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}
