// A number box for filters (decimal-text.ts says what it accepts). It keeps what is being
// typed ("4," stays "4,") and follows the value when it changes from outside.
import { useEffect, useState } from 'react';
import { cn } from './cn.ts';
import { parseDecimal, sanitizeDecimal } from './decimal-text.ts';

export interface DecimalFieldProps {
  id: string;
  /** The shown text for the current value ('' when not set). */
  display: string;
  onValue: (value: number | undefined) => void;
  placeholder?: string;
  className?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
}

export function DecimalField({
  id,
  display,
  onValue,
  placeholder,
  className,
  ...aria
}: DecimalFieldProps) {
  const [text, setText] = useState(display);
  // Follow the value when it changes from outside (reset, another unit), not while typing.
  useEffect(() => {
    setText((current) => (parseDecimal(current) === parseDecimal(display) ? current : display));
  }, [display]);
  return (
    <input
      id={id}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      dir="ltr"
      value={text}
      placeholder={placeholder}
      onChange={(event) => {
        const next = sanitizeDecimal(event.target.value);
        setText(next);
        onValue(parseDecimal(next));
      }}
      className={cn(
        'h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 tabular placeholder:text-sm placeholder:text-stone-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none rtl:text-end',
        className,
      )}
      {...aria}
    />
  );
}
