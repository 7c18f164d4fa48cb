import type { UseFormReturnType } from '@mantine/form';
import { ApiError, INVALID_MOBILE, PROFILE_INVALID, PROFILE_UPDATED, notifyError, notifySuccess } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';

/**
 * The member and guardian profiles answer a save alike: invalid fields or any answer other than
 * 'success' give the spec's invalid message. `save` is null while no one is signed in, so nothing is sent.
 */
export function useProfileSave<Values>(
  form: Pick<UseFormReturnType<Values>, 'validate' | 'getValues' | 'setFieldError'>,
  save: ((values: Values) => Promise<string>) | null,
) {
  const mutation = useMutation({ mutationFn: (values: Values) => (save ? save(values) : Promise.resolve('')) });

  const submit = async () => {
    if (!save) return;
    if (form.validate().hasErrors) {
      notifyError(PROFILE_INVALID);
      return;
    }
    try {
      const result = await mutation.mutateAsync(form.getValues());
      if (result === 'success') notifySuccess(PROFILE_UPDATED);
      else notifyError(PROFILE_INVALID);
    } catch (error) {
      // A field the server names (the mobile) is marked under its input as well as notified.
      if (error instanceof ApiError && error.message === INVALID_MOBILE) {
        form.setFieldError('mobile' as never, INVALID_MOBILE);
        notifyError(INVALID_MOBILE);
      } else notifyError(PROFILE_INVALID);
    }
  };

  return { saving: mutation.isPending, submit };
}
