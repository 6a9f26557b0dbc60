import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../../../api/client';

/**
 * A form validated by the same zod schema as the service. `submit` runs the save; a failure keeps
 * the dialog and its values, puts field errors of a 400 on their fields and the message in `error`.
 */
export function useEntityForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaults: z.input<S>,
) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: defaults as DefaultValues<z.input<S>>,
    mode: 'onTouched',
  });
  const [error, setError] = useState<string>();

  const submit = (save: (values: z.output<S>) => Promise<unknown>, onSaved: () => void) =>
    form.handleSubmit(async (values) => {
      setError(undefined);
      try {
        await save(values);
        onSaved();
      } catch (failure) {
        if (isApiError(failure)) {
          for (const [path, messages] of Object.entries(failure.fieldErrors)) {
            const field = path.replace(/^body\./, '') as Path<z.input<S>>;
            form.setError(field, { type: 'server', message: messages[0] });
          }
          setError(failure.userMessage);
        } else {
          setError(String((failure as Error)?.message ?? failure));
        }
      }
    });

  return { form, error, setError, submit };
}
