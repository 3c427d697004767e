import type { UseFormRegisterReturn } from 'react-hook-form';

/** Connects a react-hook-form registration to an MUI TextField (the ref belongs on the input). */
export function muiField(reg: UseFormRegisterReturn) {
  const { ref, ...rest } = reg;
  return { ...rest, inputRef: ref };
}
