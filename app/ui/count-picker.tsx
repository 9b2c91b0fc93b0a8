// A row of choices for a count (bedrooms, floors…): "any", 0 to max-1, and "max+". A radio group:
// arrow keys move between the choices, the chosen one is announced.
import { RadioGroup } from 'radix-ui';
import { cn } from './cn.ts';

export function CountPicker({
  id,
  label,
  anyLabel,
  value,
  onChange,
  max = 6,
}: {
  id: string;
  label: string;
  anyLabel: string;
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  /** The last choice, shown as "max+". */
  max?: number;
}) {
  const choices = ['any', ...Array.from({ length: max + 1 }, (_, n) => String(n))];
  return (
    <div className="min-w-0" data-testid={id}>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-medium text-stone-800">
        {label}
      </p>
      <RadioGroup.Root
        aria-labelledby={`${id}-label`}
        value={value === undefined ? 'any' : String(Math.min(value, max))}
        onValueChange={(choice) => onChange(choice === 'any' ? undefined : Number(choice))}
        orientation="horizontal"
        className="flex gap-1"
      >
        {choices.map((choice) => (
          <RadioGroup.Item
            key={choice}
            value={choice}
            className={cn(
              'h-9 min-w-9 flex-1 rounded-lg border border-stone-300 bg-white px-1 text-sm font-semibold text-stone-700 tabular transition-colors hover:border-brand-600',
              'data-[state=checked]:border-brand-700 data-[state=checked]:bg-brand-700 data-[state=checked]:text-white',
              choice === 'any' && 'flex-[1.6] font-medium',
            )}
          >
            {choice === 'any' ? (
              anyLabel
            ) : choice === String(max) ? (
              <bdi dir="ltr">{max}+</bdi>
            ) : (
              choice
            )}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
