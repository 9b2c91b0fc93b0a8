// Where a place is, as the property and ad forms ask for it: a Google Maps link (its position is
// taken over onto the map), latitude and longitude, and a map to click. The fields are given to the
// parent's grid (a fragment), so each form decides what stands beside them.
import { useState } from 'react';
import {
  useFormContext,
  useWatch,
  type FieldPathByValue,
  type FieldValues,
  type PathValue,
} from 'react-hook-form';
import { parseMapLink } from '../geo.ts';
import { TextInput } from './controls.tsx';
import { Field } from './field.tsx';
import { MapPicker } from './map-picker.tsx';

type LatLng = { lat: number; lng: number };

interface PositionFieldsProps<T extends FieldValues> {
  /** The form's names for the three values (the two forms' schemas spell them differently). */
  names: {
    link: FieldPathByValue<T, string>;
    latitude: FieldPathByValue<T, string>;
    longitude: FieldPathByValue<T, string>;
  };
  /** Where the map opens when no position is set yet, and how close. */
  center: LatLng;
  zoom: number;
  linkClassName?: string;
}

/** The position the two text fields spell (a comma accepted), or null when either is empty or not a number. */
function positionOf(latitude: string, longitude: string): LatLng | null {
  if (latitude.trim() === '' || longitude.trim() === '') return null;
  const lat = Number(latitude.replace(',', '.'));
  const lng = Number(longitude.replace(',', '.'));
  return Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

export function PositionFields<T extends FieldValues>({
  names,
  center,
  zoom,
  linkClassName,
}: PositionFieldsProps<T>) {
  const { control, register, setValue, getFieldState, formState } = useFormContext<T>();
  const [latitude, longitude] = useWatch({ control, name: [names.latitude, names.longitude] });
  const [linkNote, setLinkNote] = useState<string | null>(null);
  const error = (name: FieldPathByValue<T, string>) =>
    getFieldState(name, formState).error?.message;
  const position = positionOf(String(latitude ?? ''), String(longitude ?? ''));

  const setPosition = (next: LatLng | null) => {
    const options = { shouldDirty: true, shouldValidate: true };
    const text = (value: number | undefined) =>
      (value === undefined ? '' : String(value)) as PathValue<T, FieldPathByValue<T, string>>;
    setValue(names.latitude, text(next?.lat), options);
    setValue(names.longitude, text(next?.lng), options);
  };

  const coordinate = (name: FieldPathByValue<T, string>, label: string, example: string) => (
    <Field label={label} error={error(name)}>
      {(props) => (
        <TextInput
          {...props}
          inputMode="decimal"
          autoComplete="off"
          className="tabular"
          placeholder={example}
          {...register(name)}
        />
      )}
    </Field>
  );

  return (
    <>
      <Field
        label="Lien Google Maps"
        error={error(names.link)}
        hint={linkNote ?? 'Collez un lien : la position est reprise sur la carte.'}
        className={linkClassName}
      >
        {(props) => (
          <TextInput
            {...props}
            type="url"
            inputMode="url"
            placeholder="https://maps.google.com/…"
            {...register(names.link, {
              onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
                const found = parseMapLink(event.target.value);
                if (found) {
                  setPosition(found);
                  setLinkNote('Position reprise du lien.');
                } else setLinkNote(null);
              },
            })}
          />
        )}
      </Field>
      {coordinate(names.latitude, 'Latitude', '36.58972')}
      {coordinate(names.longitude, 'Longitude', '2.44750')}
      <div className="sm:col-span-2">
        <MapPicker position={position} onPick={setPosition} center={center} zoom={zoom} />
      </div>
    </>
  );
}
