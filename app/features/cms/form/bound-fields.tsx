// Fields bound to the surrounding react-hook-form form by name: a labelled text box or text area,
// a switch row and a price box, each showing its own validation message. The property and ad forms are built
// from them, so a field is one line of what it is rather than the wiring of how.
import type { ComponentProps, ReactNode } from 'react';
import {
  Controller,
  useFormContext,
  type FieldPathByValue,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import { SwitchRow, TextArea, TextInput } from './controls.tsx';
import { Field } from './field.tsx';
import { PriceInput } from './price-input.tsx';

/** The validation message of a field of the surrounding form, if any. */
export function useFieldError<T extends FieldValues>(): (name: Path<T>) => string | undefined {
  const { getFieldState, formState } = useFormContext<T>();
  return (name) => getFieldState(name, formState).error?.message;
}

interface FrameProps {
  label: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
}

/** A text box (any input type) under its label. */
export function TextField<T extends FieldValues>({
  name,
  label,
  hint,
  required,
  className,
  ...input
}: FrameProps & { name: Path<T> } & Omit<ComponentProps<'input'>, 'name' | 'className'>) {
  const { register } = useFormContext<T>();
  const error = useFieldError<T>();
  return (
    <Field label={label} hint={hint} required={required} error={error(name)} className={className}>
      {(control) => <TextInput {...control} {...input} {...register(name)} />}
    </Field>
  );
}

/** A longer text (a description) under its label. */
export function TextAreaField<T extends FieldValues>({
  name,
  label,
  hint,
  required,
  className,
  rows,
}: FrameProps & { name: Path<T>; rows: number }) {
  const { register } = useFormContext<T>();
  const error = useFieldError<T>();
  return (
    <Field label={label} hint={hint} required={required} error={error(name)} className={className}>
      {(control) => <TextArea rows={rows} {...control} {...register(name)} />}
    </Field>
  );
}

/** A web address (a link, a video): the URL keyboard on phones. */
export function UrlField<T extends FieldValues>(
  props: FrameProps & { name: Path<T>; placeholder: string },
) {
  return <TextField<T> type="url" inputMode="url" {...props} />;
}

/** A yes/no value as a switch with a line of explanation. */
export function SwitchField<T extends FieldValues>({
  name,
  label,
  description,
}: {
  name: FieldPathByValue<T, boolean>;
  label: string;
  description?: string;
}) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SwitchRow
          label={label}
          description={description}
          checked={field.value}
          onChange={field.onChange}
        />
      )}
    />
  );
}

/** An amount in dinars, typed in DA, millions or milliards (PriceInput). */
export function PriceField<T extends FieldValues>({
  name,
  label,
  hint,
  required,
}: FrameProps & { name: FieldPathByValue<T, string> }) {
  const { control } = useFormContext<T>();
  const error = useFieldError<T>();
  return (
    <Field label={label} hint={hint} required={required} error={error(name)}>
      {(props) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <PriceInput
              {...props}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      )}
    </Field>
  );
}
