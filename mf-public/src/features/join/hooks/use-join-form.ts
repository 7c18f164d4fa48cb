// The join form: one @mantine/form over every step, validated one step at a time.
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useRef } from 'react';
import { initialJoinValues, joinStepErrors, type JoinRuleContext, type JoinValues } from '../lib/join-rules';

export type JoinForm = UseFormReturnType<JoinValues>;

/** `context(values)` is read when the form validates: the step on screen and what the club's options say. */
export function useJoinForm(context: (values: JoinValues) => JoinRuleContext & { step: number }): JoinForm {
  const latest = useRef(context);
  latest.current = context;
  return useForm<JoinValues>({
    initialValues: initialJoinValues(),
    validate: (values) => {
      const { step, ...ctx } = latest.current(values);
      return joinStepErrors(step, values, ctx);
    },
  });
}
